import { MASSAGER_MESSAGES } from '@wellness/shared';
import type { ServerError } from '@wellness/shared/query';
import { notify } from '@wellness/shared/ui';
import { useCallback, useState } from 'react';
import { useUpdateRequestStatusMutation } from './api';
import { ACTION_STATUS, ACTION_SUCCESS, type RequestAction } from './requestActions';

/** The words of a refused update: the server's own when it gave a reason (a clash, a visit not yet begun), else the spec's. */
const refusalText = (error: unknown): string => (error as ServerError).message ?? MASSAGER_MESSAGES.statusUpdateFailed;

/**
 * Accept, reject or complete one request, as the customer list and My visits both offer them: the row
 * being changed is `busyId` meanwhile, and a toast says what happened. The lists the change touches are
 * asked for again by the mutation's tags.
 */
export function useRequestAction(email: string) {
  const [updateStatus] = useUpdateRequestStatusMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const act = useCallback(
    async ({ requestId, customerId }: { requestId: number; customerId: number }, action: RequestAction): Promise<void> => {
      setBusyId(requestId);
      try {
        await updateStatus({ requestId, status: ACTION_STATUS[action], customerId, massagerEmail: email }).unwrap();
        notify('success', ACTION_SUCCESS[action]);
      } catch (error) {
        notify('error', refusalText(error));
      } finally {
        setBusyId(null);
      }
    },
    [email, updateStatus],
  );
  return { busyId, act };
}
