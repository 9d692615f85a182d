import { MASSAGER_MESSAGES } from '@wellness/shared';
import type { AssignedRequest } from '@wellness/shared/client';
import { serverData } from '@wellness/shared/query';
import { notify, onNotificationsArrived } from '@wellness/shared/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useAssignedRequestsQuery, useUpdateRequestStatusMutation } from './api';
import { ACTION_STATUS, ACTION_SUCCESS, isShownInList, type RequestAction } from './requestActions';

/** A row of the massager's customer list (spec section 3). */
export type { AssignedRequest };

type ListState = 'loading' | 'ready' | 'failed';

/**
 * The signed-in massager's assigned requests, 10 a page from the server, and the three actions on them:
 * after an action the row leaves at once and the page is loaded again.
 */
export function useAssignedRequests(email: string) {
  const dispatch = useDispatch();
  const [wanted, setWanted] = useState(1);
  // `data` stays the last answer while another page loads, as the list did before it had a cache.
  const { data, currentData, isError, refetch } = useAssignedRequestsQuery({ email, page: wanted });
  const [updateStatus] = useUpdateRequestStatusMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  // A request assigned while the list is open shows without a reload: the panel's notifications say when.
  useEffect(() => onNotificationsArrived(() => dispatch(serverData.util.invalidateTags(['AssignedRequests']))), [dispatch]);

  const rows = useMemo(() => (data?.rows ?? []).filter((row) => isShownInList(row.status)), [data]);
  const state: ListState = isError ? 'failed' : data ? 'ready' : 'loading';

  const act = useCallback(
    async (request: AssignedRequest, action: RequestAction): Promise<void> => {
      setBusyId(request.requestId);
      try {
        await updateStatus({ requestId: request.requestId, status: ACTION_STATUS[action], customerId: request.id, massagerEmail: email }).unwrap();
        notify('success', ACTION_SUCCESS[action]);
      } catch {
        notify('error', MASSAGER_MESSAGES.statusUpdateFailed);
      } finally {
        setBusyId(null);
      }
    },
    [email, updateStatus],
  );

  const retry = useCallback(() => void refetch(), [refetch]);

  return { page: currentData?.page ?? wanted, rows, totalRecords: data?.totalRecords ?? 0, state, busyId, goTo: setWanted, retry, act };
}
