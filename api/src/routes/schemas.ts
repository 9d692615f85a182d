import type { JsonSchema } from '../plugins/validation';

/**
 * Answer schemas: the OpenAPI description and Fastify's serializer. Objects are closed: a field they do
 * not name is never sent, and in tests (config.checkAnswers) it fails the request, so that a route
 * and its schema cannot drift apart.
 */
export function obj(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
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

export const statusAnswer = obj({ status: str, message: str }, ['status']);

/** A person's own details (PersonalDetails of the contract). */
export const personalDetails = { name: str, contact: str, email: str, address: str, gender: str, age: int };

export const customerItem = obj({
  type: { type: 'string', enum: ['Customer'] },
  id: int,
  time: str,
  ...personalDetails,
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

/** A report row: the general admin report's (c_*) or the others' (customer_*), see ReportRow. */
const reportRow = obj(
  {
    c_id: int,
    c_name: str,
    c_contact: str,
    c_email: str,
    c_address: str,
    c_issue: str,
    c_therapy: str,
    c_age: int,
    c_gender: str,
    c_prefgender: str,
    c_time: str,
    c_appointment: str,
    customer_id: int,
    customer_name: str,
    customer_contact: str,
    customer_email: str,
    customer_address: str,
    customer_issue: str,
    customer_therapy: str,
    customer_gender: str,
    age: int,
    prefgender: str,
    request_time: str,
    appointment: str,
    massager_name: strOrNull,
    request_status: str,
  },
  ['massager_name', 'request_status'],
);

export const reportAnswer = obj({ data: list(reportRow), totalRecords: int });

export const pdfAnswer: JsonSchema = { description: 'The report as application/pdf (attachment)', type: 'string', format: 'binary' };

/**
 * An item of the combined list: a Customer (customerItem), a Massager or a Request, told apart by
 * `type`; one closed object with every field of the three (a union would be checked item by item).
 */
export const combinedItem = obj(
  {
    ...(customerItem.properties as Record<string, JsonSchema>),
    type: { type: 'string', enum: ['Customer', 'Massager', 'Request'] },
    request_status: str,
  },
  ['type', 'id'],
);
