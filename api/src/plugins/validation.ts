import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { FastifySchemaCompiler } from 'fastify';
import { type AnyObjectSchema, ValidationError } from 'yup';
import { clock } from '../services/clock';

/** A JSON-schema object, as Fastify and @fastify/swagger take it. */
export type JsonSchema = Record<string, unknown>;

const registry = new WeakMap<object, AnyObjectSchema>();

/** Thrown for a body that is not a JSON object at all (an array, a string, a number). */
export class BodyShapeError extends Error {
  statusCode = 400;
}

/**
 * The JSON schema of a yup object schema (by @sodaru/yup-to-json-schema, the converter yup's README
 * names), for the route's `schema.body` (OpenAPI), remembered so that
 * the validator compiler below validates the body with the yup schema itself: the rules of spec
 * section 5 stay in one place (shared) and the documentation is generated from them.
 */
export function bodyOf(schema: AnyObjectSchema): JsonSchema {
  const json = convertSchema(schema) as JsonSchema;
  registry.set(json, schema);
  return json;
}

/** The field messages of a yup error: the first message of each field. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path && item.path !== '' ? item.path : 'body';
    errors[key] ??= item.message;
  }
  return errors;
}

/**
 * yup's errors without stacks are not Error objects, which Fastify needs to pass a refusal on to the
 * error handler: one ValidationError holds them all, as yup would have thrown it. Its stack would
 * never be read either (the handler answers the field messages and logs nothing), and capturing one
 * cost more than the rest of the check, so none is captured (as Fastify's JSON parser does for its own
 * errors).
 */
function refusalOf(error: ValidationError): ValidationError {
  const { stackTraceLimit } = Error;
  Error.stackTraceLimit = 0;
  try {
    return new ValidationError(error, error.value);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const yupValidatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart, url }) => {
  const yupSchema = registry.get(schema);
  if (!yupSchema) {
    throw new Error(`Route ${url}: the ${httpPart ?? 'body'} schema must be built with bodyOf() so that it is validated`);
  }
  return (data: unknown) => {
    const input = data === null || data === undefined ? {} : data;
    if (typeof input !== 'object' || Array.isArray(input)) {
      return { error: new BodyShapeError('The request body must be a JSON object.') };
    }
    // Only the schema's own fields go to yup: a key such as "constructor" would otherwise be looked up
    // on the prototype of yup's field table and throw instead of being dropped.
    const known: Record<string, unknown> = {};
    for (const key of Object.keys(input)) {
      if (Object.prototype.hasOwnProperty.call(yupSchema.fields, key)) known[key] = (input as Record<string, unknown>)[key];
    }
    try {
      // The time rules (a preferred visit not in the past) read the server's clock. yup would capture a
      // stack for every failed field (twice each): most of the time a refused body took, for messages
      // that are all the answer uses.
      const value: unknown = yupSchema.validateSync(known, {
        abortEarly: false,
        stripUnknown: true,
        disableStackTrace: true,
        context: { now: clock.now() },
      });
      return { value };
    } catch (error) {
      if (error instanceof ValidationError) return { error: refusalOf(error) };
      // yup itself can throw on some shapes (e.g. a field {"toString": true}: its string cast calls it):
      // that is bad input too, never a server error.
      return { error: new BodyShapeError('The request body is not valid.') };
    }
  };
};
