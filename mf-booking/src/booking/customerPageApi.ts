import { CUSTOMER_PAGE_MESSAGES, SERVER_MESSAGES } from '@wellness/shared';
import type * as Client from '@wellness/shared/client';

/** What the customer's page says after each action: on the page, or in the dialog that asked. */
export type Notice = { status: 'success' | 'error'; message: string };

/** A refused action of the customer's page in words: the wait when limited, else the server's own, else that it failed. */
export const refusalMessage = (client: typeof Client, error: unknown): string =>
  client.failedStatus(error) === 429 ? SERVER_MESSAGES.tooManyRequests : (client.failedMessage(error) ?? CUSTOMER_PAGE_MESSAGES.failed);
