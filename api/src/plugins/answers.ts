import Ajv from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { JsonSchema } from './validation';

/** Formats such as email and binary describe; they are not what this check is for. */
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/** Thrown when a route answers what its schema does not describe: a bug of the route or of the schema. */
class AnswerDriftError extends Error {
  override name = 'AnswerDriftError';
}

/**
 * The serializer of every JSON answer in tests: the answer is checked against its route's answer
 * schema (objects are closed: a field the schema lacks fails, as does a wrong type), then written by
 * Fastify's own serializer. Without the check an unknown field is silently dropped by that serializer.
 */
export const checkedSerializerCompiler: FastifySerializerCompiler<JsonSchema> = ({ schema, method, url, httpStatus }) => {
  const validate = ajv.compile(schema);
  const stringify = fastJson(schema);
  return (data: unknown) => {
    if (!validate(data)) {
      throw new AnswerDriftError(`${method} ${url} answered ${httpStatus ?? ''} with what its schema does not describe: ${ajv.errorsText(validate.errors)}`);
    }
    return stringify(data) as string;
  };
};
