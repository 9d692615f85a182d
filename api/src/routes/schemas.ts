import type { JsonSchema } from '../plugins/validation';

/** Response schemas for the OpenAPI description. Objects stay open so that no answer field is ever dropped. */
export function obj(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: true };
}

export const str: JsonSchema = { type: 'string' };
export const strOrNull: JsonSchema = { type: ['string', 'null'] };
export const int: JsonSchema = { type: 'integer' };
export const intOrNull: JsonSchema = { type: ['integer', 'null'] };
export const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

export const errorAnswer = obj({ status: { type: 'string', enum: ['error'] }, message: str, errors: { type: 'object', additionalProperties: str } }, [
  'status',
  'message',
]);

/** The refusals every staff route can give. */
export const staffErrors = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
};

export const statusAnswer = obj({ status: str, message: str }, ['status']);

export const customerItem = obj({
  type: { type: 'string', enum: ['Customer'] },
  id: int,
  time: str,
  name: str,
  contact: str,
  email: str,
  address: str,
  gender: str,
  age: int,
  prefgender: str,
  issue: str,
  therapy: str,
  appointment: str,
  adate: strOrNull,
  atime: strOrNull,
  status: str,
  massagerId: intOrNull,
  massagerName: strOrNull,
  reference: strOrNull,
  erased: { type: 'boolean' },
  minutes: int,
});

export const massagerItem = obj({
  id: int,
  m_id: int,
  name: str,
  contact: str,
  email: str,
  gender: str,
  address: str,
  age: int,
  username: str,
  status: str,
  resetLockedUntil: strOrNull,
  loginWaitUntil: strOrNull,
});

export const reportAnswer = obj({ data: list(obj({}, [])), totalRecords: int });

export const pdfAnswer: JsonSchema = { description: 'The report as application/pdf (attachment)', type: 'string', format: 'binary' };
