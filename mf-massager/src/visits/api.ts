import { MASSAGER_MESSAGES } from '@wellness/shared';
import { call, ENDPOINTS, failedMessage, type MyVisit, type MyVisitsAnswer } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMassagerEmail } from '../common/useMassagerEmail';
import { updateRequestStatus } from '../customers/api';
import { ACTION_STATUS, ACTION_SUCCESS, type RequestAction } from '../customers/requestActions';

export type VisitsState = 'loading' | 'ready' | 'failed';

/** The signed-in massager's visits of today and the next 7 days: the one place My visits asks the server. */
const fetchMyVisits = (): Promise<MyVisitsAnswer> => call(ENDPOINTS.myVisits);

/**
 * My visits, loaded on opening and again after each action or on Refresh; the actions are the customer
 * list's, and a refusal shows the server's own words (a clash on accepting, Complete before the start).
 */
export function useMyVisits() {
  const email = useMassagerEmail();
  const [answer, setAnswer] = useState<MyVisitsAnswer | null>(null);
  const [state, setState] = useState<VisitsState>('loading');
  const [busyId, setBusyId] = useState<number | null>(null);
  // Only the latest load may write the list.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const data = await fetchMyVisits();
      if (ticket !== latest.current) return;
      if (!Array.isArray(data?.data)) throw new Error('Unexpected answer');
      setAnswer(data);
      setState('ready');
    } catch {
      if (ticket === latest.current) setState('failed');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const act = useCallback(
    async (visit: MyVisit, action: RequestAction): Promise<void> => {
      setBusyId(visit.requestId);
      try {
        await updateRequestStatus({ requestId: visit.requestId, status: ACTION_STATUS[action], customerId: visit.requestId, massagerEmail: email });
        notify('success', ACTION_SUCCESS[action]);
      } catch (error) {
        notify('error', failedMessage(error) ?? MASSAGER_MESSAGES.statusUpdateFailed);
      } finally {
        setBusyId(null);
        void load();
      }
    },
    [email, load],
  );

  return { answer, state, busyId, reload: load, act };
}
