import type { AssignedRequest } from '@wellness/shared/client';
import { serverData } from '@wellness/shared/query';
import { onNotificationsArrived } from '@wellness/shared/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useAssignedRequestsQuery } from './api';
import { isShownInList, type RequestAction } from './requestActions';
import { useRequestAction } from './useRequestAction';

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

  // A request assigned while the list is open shows without a reload: the panel's notifications say when.
  useEffect(() => onNotificationsArrived(() => dispatch(serverData.util.invalidateTags(['AssignedRequests']))), [dispatch]);

  const rows = useMemo(() => (data?.rows ?? []).filter((row) => isShownInList(row.status)), [data]);
  const state: ListState = isError ? 'failed' : data ? 'ready' : 'loading';

  const { busyId, act: actOn } = useRequestAction(email);
  const act = useCallback(
    (request: AssignedRequest, action: RequestAction) => actOn({ requestId: request.requestId, customerId: request.id }, action),
    [actOn],
  );

  const retry = useCallback(() => void refetch(), [refetch]);

  return { page: currentData?.page ?? wanted, rows, totalRecords: data?.totalRecords ?? 0, state, busyId, goTo: setWanted, retry, act };
}
