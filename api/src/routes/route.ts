import type { AnswerOf, Endpoint } from '@wellness/shared/rules';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

/** What a handler of the endpoint answers: the contract's answer, or the reply it sent itself. */
type Answer<E, G extends RouteGenericInterface> = AnswerOf<E> | FastifyReply<G>;

/**
 * Registers a route of the endpoint contract at the contract's method and path; what the handler
 * answers must be of the contract's answer type, the one the remotes' `api.ts` read (or the reply it
 * sent itself: an error, a file, a stream). `G` types the request (its checked Body) as in
 * `app.post<G>()`.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  return <G extends RouteGenericInterface = RouteGenericInterface>(
    options: RouteShorthandOptions,
    handler: (request: FastifyRequest<G>, reply: FastifyReply<G>) => Answer<E, G> | Promise<Answer<E, G>>,
  ): void => {
    // Fastify's own reply typing knows nothing of the contract; the handler's type above checks the answer.
    app.route<G>({
      ...options,
      method: endpoint.method,
      url: endpoint.path,
      handler: handler as RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, G>,
    });
  };
}
