import { SERVER_MESSAGES } from '@wellness/shared/rules';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from 'yup';
import { isUnavailable } from '../db/errors';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../services/errors';
import { BodyShapeError, fieldErrors } from './validation';

/** The HTTP status of each refusal a service throws. */
function statusOf(error: DomainError): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof ForbiddenError) return 403;
  return 400;
}

/** Known client mistakes get a 4xx with a clear message; anything else is logged and answered 500. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: SERVER_MESSAGES.malformedBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: SERVER_MESSAGES.malformedBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: SERVER_MESSAGES.malformedBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: SERVER_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: SERVER_MESSAGES.unsupportedMediaType },
};

export const errorHandler = fp(
  async function errorHandler(app: FastifyInstance): Promise<void> {
    const onFailure = (error: unknown) => app.readiness.noteError(error);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Fastify types every error as its own; a service's refusal is not one.
      const thrown: unknown = error;
      if (thrown instanceof DomainError) return reply.code(statusOf(thrown)).send({ status: 'error', message: thrown.message });
      onFailure(error);
      if (error instanceof ValidationError) {
        return reply.code(400).send({ status: 'error', message: SERVER_MESSAGES.validationFailed, errors: fieldErrors(error) });
      }
      if (error instanceof BodyShapeError) {
        return reply.code(400).send({ status: 'error', message: error.message, errors: { body: error.message } });
      }
      const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (known) return reply.code(known.status).send({ status: 'error', message: known.message });
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send({ status: 'error', message: SERVER_MESSAGES.tooManyRequests });
      }
      if (status >= 400 && status < 500) {
        // JSON parse errors (e.g. a "__proto__" key) and other framework 4xx answers.
        const message = error.code?.startsWith('FST_ERR_CTP') ? SERVER_MESSAGES.malformedBody : error.message;
        return reply.code(status).send({ status: 'error', message });
      }
      if (isUnavailable(error)) {
        request.log.warn({ err: error }, 'database busy, unavailable or out of disk');
        return reply.code(503).header('Retry-After', '1').send({ status: 'error', message: SERVER_MESSAGES.busy });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ status: 'error', message: SERVER_MESSAGES.serverError });
    });
  },
  { name: 'error-handler', decorators: { fastify: ['readiness'] } },
);
