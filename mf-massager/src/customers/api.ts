import { RECORDS_PER_PAGE } from '@wellness/shared';
import { type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';
import { MASSAGER_ROLE } from '../common/useMassagerEmail';

/** One page of the signed-in massager's open requests (pending and accepted), newest first. */
export const assignedRequests = (email: string, page: number) =>
  call(ENDPOINTS.assignedRequests, { role: MASSAGER_ROLE, email, page, records_per_page: RECORDS_PER_PAGE });

/** Accepts, rejects or completes one of the signed-in massager's requests. */
export const updateRequestStatus = (update: BodyOf<typeof ENDPOINTS.updateRequestStatus>) => call(ENDPOINTS.updateRequestStatus, update);
