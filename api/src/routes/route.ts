import { type AnswerOf, type CheckedRequestOf, type Endpoint, type EndpointName, ENDPOINTS, type StatusAnswer } from '@wellness/shared/rules';
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
import { bodyOf, type JsonSchema } from '../plugins/validation';
import { ANSWERS, errorAnswer } from './schemas';

// Every endpoint of the contract has its answer described (TypeScript checks this line).
const answerSchemas: Record<EndpointName, JsonSchema | null> = ANSWERS;
const NAMES = new Map<Endpoint, EndpointName>(Object.entries(ENDPOINTS).map(([name, endpoint]) => [endpoint, name as EndpointName]));

/** The schema of the endpoint's 200 answer, from answers.ts; null for a stream. */
function answerOf(endpoint: Endpoint): JsonSchema | null {
  const name = NAMES.get(endpoint);
  if (name === undefined) throw new Error(`${endpoint.method} ${endpoint.path} is not an entry of ENDPOINTS`);
  return answerSchemas[name];
}

/** What the request of the endpoint holds once checked: a POST's body, a GET's query. */
type RequestTypes<E> = E extends { method: 'GET' } ? { Querystring: CheckedRequestOf<E> } : { Body: CheckedRequestOf<E> };

/** What a handler of the endpoint answers: the contract's answer, or the reply it sent itself. */
type Answer<E> = AnswerOf<E> | FastifyReply<RequestTypes<E>>;

/** A handler of the endpoint: its request typed from the contract's request schema. */
export type RouteHandler<E> = (request: FastifyRequest<RequestTypes<E>>, reply: FastifyReply<RequestTypes<E>>) => Answer<E> | Promise<Answer<E>>;

/** What a route states about itself; the rest of its OpenAPI description comes from its contract entry. */
export interface RouteDoc extends Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'exposeHeadRoute'> {
  summary: string;
  description?: string;
  /** The OpenAPI groups; by default its audience's ('public', or the roles that may call it). */
  tags?: readonly string[];
  /** The refusals it gives beyond those of its audience, each answered as errorAnswer. */
  errors?: readonly number[];
  /** Answers of other codes with a schema of their own. */
  otherAnswers?: Record<number, JsonSchema>;
  /** The content types of a 200 that is not JSON. */
  produces?: readonly string[];
}

/**
 * The refusals any call of the endpoint can meet: a staff route's missing session (401), other role (403)
 * and bad request (400); a public route's bad request when it takes one, and its address limit when it
 * has one.
 */
function audienceErrors(endpoint: Endpoint, doc: RouteDoc): number[] {
  if (endpoint.audience !== 'public') return [400, 401, 403];
  const limited = (doc.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined;
  return [...(endpoint.request ? [400] : []), ...(limited ? [429] : [])];
}

/** The OpenAPI schema of a route: its description, its groups, its answers and its refusals. */
function schemaOf(endpoint: Endpoint, doc: RouteDoc) {
  const { summary, description, tags, errors = [], otherAnswers, produces } = doc;
  const answer = answerOf(endpoint);
  const refusals = [...errors, ...audienceErrors(endpoint, doc)].map((code) => [code, errorAnswer] as const);
  return {
    tags: tags ?? (endpoint.audience === 'public' ? ['public'] : endpoint.audience),
    summary,
    ...(description === undefined ? {} : { description }),
    ...(produces === undefined ? {} : { produces }),
    // A stream's answers are described in words: its refusals would be listed as its own content type.
    ...(answer === null ? {} : { response: { 200: answer, ...Object.fromEntries(refusals), ...otherAnswers } }),
  };
}

/**
 * Registers a route of the endpoint contract from its entry: at its method and path, behind the role
 * check of its audience (an onRequest hook: it runs before the body is read, so a missing session is
 * always 401 and a wrong role 403), with its request schema as the body's (or query's) validator and in
 * the OpenAPI description, beside the refusals its audience can meet, and with its answer's schema
 * (ANSWERS of answers.ts). The route adds its summary and its own refusals (and any rate limit or
 * hook); what the handler answers must be of
 * the contract's answer type (or the reply it sent itself: an error, a file, a stream).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  return (doc: RouteDoc, handler: RouteHandler<E>): void => {
    const { config, onRequest, exposeHeadRoute } = doc;
    const roleCheck = endpoint.audience === 'public' ? [] : [app.requireRole(...endpoint.audience)];
    const ownHooks = onRequest === undefined ? [] : Array.isArray(onRequest) ? onRequest : [onRequest];
    const requestSchema = endpoint.request ? { [endpoint.method === 'GET' ? 'querystring' : 'body']: bodyOf(endpoint.request) } : {};
    // Fastify's own reply typing knows nothing of the contract; the handler's type above checks the answer.
    app.route<RequestTypes<E>>({
      config,
      exposeHeadRoute,
      onRequest: [...roleCheck, ...(ownHooks as onRequestHookHandler[])],
      schema: { ...schemaOf(endpoint, doc), ...requestSchema },
      method: endpoint.method,
      url: endpoint.path,
      handler: handler as RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RequestTypes<E>>,
    });
  };
}

/**
 * Registers a route that changes something and answers 'success' with the message to show
 * (statusAnswer, its text in `success`): the handler does the work, or throws the domain error the error
 * handler answers.
 */
export function changeRoute<E extends Endpoint<unknown, StatusAnswer>>(app: FastifyInstance, endpoint: E) {
  return ({ success, ...doc }: RouteDoc & { success: string }, work: (...args: Parameters<RouteHandler<E>>) => Promise<unknown>): void => {
    route(app, endpoint)(doc, async (request, reply) => {
      await work(request, reply);
      // E's answer is StatusAnswer (its constraint); TypeScript cannot resolve AnswerOf of a type parameter.
      return { status: 'success', message: success } as AnswerOf<E>;
    });
  };
}

/** The routes of one file as a Fastify plugin: its groups (each registering some routes) in order. */
export function routeGroups(...groups: ((app: FastifyInstance) => void)[]) {
  return async (app: FastifyInstance): Promise<void> => {
    for (const group of groups) group(app);
  };
}
