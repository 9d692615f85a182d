import type { AxiosRequestConfig } from 'axios';
import type { AnswerOf, BodyOf, Endpoint } from '../rules/endpoints';
import { api } from './client';

/** After the endpoint: its body (none for a GET or a body-less POST), then axios options if any. */
type CallArgs<E> = BodyOf<E> extends undefined ? [body?: undefined, config?: AxiosRequestConfig] : [body: BodyOf<E>, config?: AxiosRequestConfig];

/**
 * Calls a route of the contract (`ENDPOINTS`) with the one API client and answers what the route sends,
 * typed. A failed call rejects as before (`failedStatus`, `failedMessage`).
 */
export async function call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  // The arguments go on as given, so that the client sees the same call as when it is used directly.
  const [, ...getArgs] = args;
  const { data } =
    endpoint.method === 'GET'
      ? await api.get<AnswerOf<E>>(endpoint.path, ...(getArgs as [AxiosRequestConfig?]))
      : await api.post<AnswerOf<E>>(endpoint.path, ...(args as [unknown?, AxiosRequestConfig?]));
  return data;
}
