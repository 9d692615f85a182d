import type { AnswerOf, CheckedRequestOf, Endpoint } from '@wellness/shared/rules';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { bodyOf } from '../plugins/validation';

/** What the request of the endpoint holds once checked: a POST's body, a GET's query. */
type RequestTypes<E> = E extends { method: 'GET' } ? { Querystring: CheckedRequestOf<E> } : { Body: CheckedRequestOf<E> };

/** What a handler of the endpoint answers: the contract's answer, or the reply it sent itself. */
type Answer<E> = AnswerOf<E> | FastifyReply<RequestTypes<E>>;

/**
 * Registers a route of the endpoint contract from its entry: at its method and path, behind the role
 * check of its audience (an onRequest hook: it runs before the body is read, so a missing session is
 * always 401 and a wrong role 403), with its request schema as the body's (or query's) validator and in
 * the OpenAPI description. The options add the rest (tags, summary, answer schemas, rate limits, hooks);
 * what the handler answers must be of the contract's answer type (or the reply it sent itself: an
 * error, a file, a stream).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  return (
    options: RouteShorthandOptions,
    handler: (request: FastifyRequest<RequestTypes<E>>, reply: FastifyReply<RequestTypes<E>>) => Answer<E> | Promise<Answer<E>>,
  ): void => {
    const roleCheck = endpoint.audience === 'public' ? [] : [app.requireRole(...endpoint.audience)];
    const ownHooks = options.onRequest === undefined ? [] : Array.isArray(options.onRequest) ? options.onRequest : [options.onRequest];
    const requestSchema = endpoint.request ? { [endpoint.method === 'GET' ? 'querystring' : 'body']: bodyOf(endpoint.request) } : {};
    // Fastify's own reply typing knows nothing of the contract; the handler's type above checks the answer.
    app.route<RequestTypes<E>>({
      ...options,
      onRequest: [...roleCheck, ...(ownHooks as onRequestHookHandler[])],
      schema: { ...options.schema, ...requestSchema },
      method: endpoint.method,
      url: endpoint.path,
      handler: handler as RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RequestTypes<E>>,
    });
  };
}
