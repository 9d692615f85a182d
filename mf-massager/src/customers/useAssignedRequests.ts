import { MASSAGER_MESSAGES, pageCount, RECORDS_PER_PAGE } from '@wellness/shared';
import type { AssignedRequest } from '@wellness/shared/client';
import { notify, onNotificationsArrived } from '@wellness/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { assignedRequests, updateRequestStatus } from './api';
import { ACTION_STATUS, ACTION_SUCCESS, isShownInList, type RequestAction } from './requestActions';

/** A row of the massager's customer list (spec section 3). */
export type { AssignedRequest };

export type ListState = 'loading' | 'ready' | 'failed';

/**
 * The signed-in massager's assigned requests, 10 a page from the server, and the three actions on them:
 * after an action the row leaves at once and the page is loaded again.
 */
export function useAssignedRequests(email: string) {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<AssignedRequest[]>([]);
  const [totalRecords, setTotalRecords] = useState(0);
  const [state, setState] = useState<ListState>('loading');
  const [busyId, setBusyId] = useState<number | null>(null);
  // Only the latest load may write the list: a slow answer for an old page is dropped.
  const latest = useRef(0);

  const load = useCallback(
    async (first: number): Promise<void> => {
      for (let wanted = first; ;) {
        const ticket = ++latest.current;
        try {
          const data = await assignedRequests(email, wanted);
          if (ticket !== latest.current) return;
          if (!Array.isArray(data?.data)) throw new Error('Unexpected answer');
          const total = typeof data.totalRecords === 'number' ? data.totalRecords : data.data.length;
          const lastPage = pageCount(total, RECORDS_PER_PAGE);
          // The last row of the last page has just left: show the page before it.
          if (data.data.length === 0 && wanted > lastPage) {
            setPage(lastPage);
            wanted = lastPage;
            continue;
          }
          setRows(data.data.filter((row) => isShownInList(row.status)));
          setTotalRecords(total);
          setPage(wanted);
          setState('ready');
        } catch {
          if (ticket !== latest.current) return;
          setState('failed');
        }
        return;
      }
    },
    [email],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  // A request assigned while the list is open shows without a reload: the panel's notifications say when.
  const shownPage = useRef(page);
  useEffect(() => {
    shownPage.current = page;
  }, [page]);
  useEffect(() => onNotificationsArrived(() => void load(shownPage.current)), [load]);

  const goTo = useCallback(
    (wanted: number) => {
      setPage(wanted);
      void load(wanted);
    },
    [load],
  );

  const retry = useCallback(() => {
    setState('loading');
    void load(page);
  }, [load, page]);

  const act = useCallback(
    async (request: AssignedRequest, action: RequestAction): Promise<void> => {
      setBusyId(request.requestId);
      try {
        await updateRequestStatus({
          requestId: request.requestId,
          status: ACTION_STATUS[action],
          customerId: request.id,
          massagerEmail: email,
        });
        setRows((current) => current.filter((row) => row.requestId !== request.requestId));
        notify('success', ACTION_SUCCESS[action]);
        void load(page);
      } catch {
        notify('error', MASSAGER_MESSAGES.statusUpdateFailed);
      } finally {
        setBusyId(null);
      }
    },
    [email, load, page],
  );

  return { page, rows, totalRecords, state, busyId, goTo, retry, act };
}
