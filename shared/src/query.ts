/**
 * `@wellness/shared/query`: server data of the staff panels on the one store (RTK Query). A federated
 * singleton of its own, loaded by the panels only, so that a visitor's page carries no RTK Query: on
 * import it adds its cache and middleware to the store. Each remote adds the routes it reads
 * (`serverData.injectEndpoints`) in its feature's `api.ts`, from the contract (`ENDPOINTS`).
 *
 * What it does for a screen: loading and error states, an answer for arguments no longer wanted is never
 * shown (each answer is kept under its own arguments, and only the latest request of one is written), and
 * a change refetches the lists it touches (tags).
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { addStoreFeature } from '@wellness/shared';
import { type BodyOf, call, type Endpoint, failedMessage, failedStatus } from '@wellness/shared/client';

/** A failed call as the cache keeps it: plain data (an axios error is not serializable). */
export interface ServerError {
  /** The HTTP status, when the server answered at all. */
  status?: number;
  /** The `message` of the server's answer, when it gave one. */
  message?: string;
}

/** One call of a route of the contract: the body goes as given. */
interface ContractCall {
  endpoint: Endpoint;
  body?: unknown;
}

/** A failed call of `call()`, as a query or mutation reports it. */
export function serverError(error: unknown): ServerError {
  return { status: failedStatus(error), message: failedMessage(error) };
}

// Through `call()` and so the one axios client: the session cookie, the CSRF rules, the offline copy
// and the handling of an ended session (whose calls never settle) stay as they are.
const contractQuery: BaseQueryFn<ContractCall, unknown, ServerError> = async ({ endpoint, body }) => {
  try {
    return { data: await call(endpoint, body) };
  } catch (error) {
    return { error: serverError(error) };
  }
};

/** The `query` of a route of the contract: its body, typed by the contract. */
export const ask =
  <E extends Endpoint>(endpoint: E) =>
  (body: BodyOf<E>): ContractCall => ({ endpoint, body });

export const serverData = createApi({
  reducerPath: 'serverData',
  baseQuery: contractQuery,
  tagTypes: ['AssignedRequests', 'MyVisits', 'Customers', 'MailLog', 'Massagers', 'VideoLinks'],
  // A screen opened again asks the server again, as it did before there was a cache; the data of a screen
  // that is gone is dropped (a signed-out panel's data does not outlive it).
  keepUnusedDataFor: 0,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

addStoreFeature(serverData);
