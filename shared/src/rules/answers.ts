/**
 * The JSON Schemas of the API's 200-answers, written once: the API serves them (Fastify's serializer and
 * the OpenAPI description) and the contract's answer types can be derived from them. Server-side only:
 * the browser reaches this module through `import type` at most, never as a value (the visitor's page
 * budget is tight), so it is not exported from the rules' index but as `@wellness/shared/rules/answers`.
 *
 * Objects are closed: a field they do not name is never sent, and in the API's tests (config.checkAnswers)
 * it fails the request, so that a route and its schema cannot drift apart. The builders keep their
 * arguments' literal types (`const` type parameters), so that a type can be derived from what they build.
 */

import { ROLES } from './constants';

/** A JSON Schema, as the builders below make it. */
export type JsonSchema = { readonly [key: string]: unknown };

/** A closed object: every property named, by default every one required. */
export function obj<const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[] = readonly (keyof P & string)[]>(
  properties: P,
  required?: R,
): { type: 'object'; properties: P; required: R; additionalProperties: false } {
  return { type: 'object', properties, required: (required ?? Object.keys(properties)) as R, additionalProperties: false };
}

export const str = { type: 'string' } as const;
export const strOrNull = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const intOrNull = { type: ['integer', 'null'] } as const;
export const list = <const I extends JsonSchema>(items: I): { type: 'array'; items: I } => ({ type: 'array', items });

export const errorAnswer = obj({ status: { type: 'string', enum: ['error'] }, message: str, errors: { type: 'object', additionalProperties: str } }, [
  'status',
  'message',
]);

/** A status and its message: StatusAnswer's, and the deletions' ('customer deleted', 'massager deleted'). */
export const statusAnswer = obj({ status: str, message: str }, ['status']);

/** Who is signed in. */
export const sessionAnswer = obj({
  status: { type: 'string', enum: ['success'] },
  role: { type: 'string', enum: ROLES },
  email: str,
  massager_id: intOrNull,
  massager_name: strOrNull,
});

/** A person's own details (PersonalDetails of the contract). */
export const personalDetails = { name: str, contact: str, email: str, address: str, gender: str, age: int } as const;

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

export const pdfAnswer = { description: 'The report as application/pdf (attachment)', type: 'string', format: 'binary' } as const;

/**
 * An item of the combined list: a Customer (customerItem), a Massager or a Request, told apart by
 * `type`; one closed object with every field of the three (a union would be checked item by item).
 */
export const combinedItem = obj(
  {
    ...customerItem.properties,
    type: { type: 'string', enum: ['Customer', 'Massager', 'Request'] },
    request_status: str,
  },
  ['type', 'id'],
);
