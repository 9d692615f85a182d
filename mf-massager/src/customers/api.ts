import { pageCount, RECORDS_PER_PAGE } from '@wellness/shared';
import { type AssignedRequest, type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';
import { ask, serverData, serverError } from '@wellness/shared/query';
import { MASSAGER_ROLE } from '../common/useMassagerEmail';

/** The page of open requests shown: `page` may be before the one asked for, when that one is past the end. */
interface AssignedRequestsPage {
  rows: AssignedRequest[];
  totalRecords: number;
  page: number;
}

const massagerRequestsApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the signed-in massager's open requests (pending and accepted), newest first. */
    assignedRequests: build.query<AssignedRequestsPage, { email: string; page: number }>({
      async queryFn({ email, page }) {
        try {
          for (let wanted = page; ;) {
            const answer = await call(ENDPOINTS.assignedRequests, { role: MASSAGER_ROLE, email, page: wanted, records_per_page: RECORDS_PER_PAGE });
            const lastPage = pageCount(answer.totalRecords, RECORDS_PER_PAGE);
            // The last row of the last page has just left: the page before it.
            if (answer.data.length === 0 && wanted > lastPage) {
              wanted = lastPage;
              continue;
            }
            return { data: { rows: answer.data, totalRecords: answer.totalRecords, page: wanted } };
          }
        } catch (error) {
          return { error: serverError(error) };
        }
      },
      providesTags: ['AssignedRequests'],
    }),
    /** Accepts, rejects or completes one of the signed-in massager's requests; both of its lists then ask again. */
    updateRequestStatus: build.mutation<unknown, BodyOf<typeof ENDPOINTS.updateRequestStatus>>({
      query: ask(ENDPOINTS.updateRequestStatus),
      // The row leaves the customer list as soon as the server has taken the change, before the list is back.
      async onQueryStarted({ requestId }, { dispatch, queryFulfilled, ...store }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const args of massagerRequestsApi.util.selectCachedArgsForQuery(store.getState(), 'assignedRequests')) {
          dispatch(
            massagerRequestsApi.util.updateQueryData('assignedRequests', args, (draft) => {
              draft.rows = draft.rows.filter((row) => row.requestId !== requestId);
            }),
          );
        }
      },
      invalidatesTags: ['AssignedRequests', 'MyVisits'],
    }),
  }),
});

export const { useAssignedRequestsQuery, useUpdateRequestStatusMutation } = massagerRequestsApi;
