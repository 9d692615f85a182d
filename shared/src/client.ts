/**
 * `@wellness/shared/client`: the one API client with the HTTP contract it speaks (`ENDPOINTS`, `call`), Log Out
 * and the password hashing. A federated singleton of its own, apart from the store and the rules, so that the
 * first paint of a public page loads neither axios nor crypto-js, nor the contract.
 */
export { call } from './api/call';
export { api, failedMessage, failedStatus } from './api/client';
export { logOut } from './auth';
export { sha256Hex } from './hashing';
export * from './rules/endpoints';
