import { api } from '@wellness/shared/client';

type Handler = (body: Record<string, unknown>) => unknown;

/**
 * Answers the panel's POST calls by path, as the API would; a handler that throws answers like a failed call.
 * Returns the spy, so that a test can read what was sent.
 */
export function mockApiPost(handlers: Record<string, Handler>) {
  return jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    const handler = handlers[url];
    if (!handler) throw new Error(`No answer for ${url}`);
    // A copy, as from the network: the store freezes what it keeps, and a handler changes its own rows later.
    return { data: structuredClone(handler((body ?? {}) as Record<string, unknown>)), status: 200, statusText: 'OK', headers: {}, config: {} as never };
  });
}

/** The sent bodies of one path, in order. */
export function bodiesSentTo(spy: jest.SpyInstance, url: string): Record<string, unknown>[] {
  return spy.mock.calls.filter(([path]) => path === url).map(([, body]) => body as Record<string, unknown>);
}

export const noNotifications = () => ({ status: 'success', data: { count: 0, notifications: [] } });
