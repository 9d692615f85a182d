import { ENDPOINTS, type MyVisit, type MyVisitsAnswer } from '@wellness/shared/client';
import { ask, serverData } from '@wellness/shared/query';
import { useCallback } from 'react';
import { useMassagerEmail } from '../common/useMassagerEmail';
import type { RequestAction } from '../customers/requestActions';
import { useRequestAction } from '../customers/useRequestAction';

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
  const state: VisitsState = isError ? 'failed' : answer ? 'ready' : 'loading';

  const { busyId, act: actOn } = useRequestAction(email);
  // A visit is its customer's row: its request id is the customer's id.
  const act = useCallback((visit: MyVisit, action: RequestAction) => actOn({ requestId: visit.requestId, customerId: visit.requestId }, action), [actOn]);

  const reload = useCallback(() => refetch(), [refetch]);

  return { answer, state, busyId, reload, act };
}
