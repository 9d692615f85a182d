import { MASSAGER_MESSAGES } from '@wellness/shared';
import { ENDPOINTS, type MyVisit, type MyVisitsAnswer } from '@wellness/shared/client';
import { ask, serverData, type ServerError } from '@wellness/shared/query';
import { notify } from '@wellness/shared/ui';
import { useCallback, useState } from 'react';
import { useMassagerEmail } from '../common/useMassagerEmail';
import { useUpdateRequestStatusMutation } from '../customers/api';
import { ACTION_STATUS, ACTION_SUCCESS, type RequestAction } from '../customers/requestActions';

type VisitsState = 'loading' | 'ready' | 'failed';

const myVisitsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in massager's visits of today and the next 7 days: the one place My visits asks the server. */
    myVisits: build.query<MyVisitsAnswer, undefined>({ query: ask(ENDPOINTS.myVisits), providesTags: ['MyVisits'] }),
  }),
});

/**
 * My visits, loaded on opening and again after each action (the change asks for the list again, even when
 * refused) or on Refresh; the actions are the customer list's, and a refusal shows the server's own words
 * (a clash on accepting, Complete before the start).
 */
export function useMyVisits() {
  const email = useMassagerEmail();
  const { data: answer, isError, refetch } = myVisitsApi.useMyVisitsQuery(undefined);
  const [updateStatus] = useUpdateRequestStatusMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const state: VisitsState = isError ? 'failed' : answer ? 'ready' : 'loading';

  const act = useCallback(
    async (visit: MyVisit, action: RequestAction): Promise<void> => {
      setBusyId(visit.requestId);
      try {
        await updateStatus({ requestId: visit.requestId, status: ACTION_STATUS[action], customerId: visit.requestId, massagerEmail: email }).unwrap();
        notify('success', ACTION_SUCCESS[action]);
      } catch (error) {
        notify('error', (error as ServerError).message ?? MASSAGER_MESSAGES.statusUpdateFailed);
      } finally {
        setBusyId(null);
      }
    },
    [email, updateStatus],
  );

  const reload = useCallback(() => refetch(), [refetch]);

  return { answer, state, busyId, reload, act };
}
