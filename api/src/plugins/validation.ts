import type { FastifySchemaCompiler } from 'fastify';
import { type AnyObjectSchema, type Schema, type SchemaDescription, type SchemaFieldDescription, ValidationError } from 'yup';

/** A JSON-schema object, as Fastify and @fastify/swagger take it. */
export type JsonSchema = Record<string, unknown>;

const registry = new WeakMap<object, AnyObjectSchema>();

/** Thrown for a body that is not a JSON object at all (an array, a string, a number). */
export class BodyShapeError extends Error {
  statusCode = 400;
}

function describeField(description: SchemaFieldDescription): JsonSchema {
  const d = description as SchemaDescription & { fields?: Record<string, SchemaFieldDescription> };
  const out: JsonSchema = {};
  if (d.type === 'object' && d.fields) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(d.fields)) {
      properties[key] = describeField(field);
      if (!(field as SchemaDescription).optional) required.push(key);
    }
    out.type = 'object';
    out.properties = properties;
    if (required.length > 0) out.required = required;
    return out;
  }
  let type: string = d.type === 'mixed' ? 'string' : d.type;
  for (const test of d.tests ?? []) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    if (test.name === 'integer') type = 'integer';
    if (d.type === 'string') {
      if (test.name === 'max') out.maxLength = params.max;
      if (test.name === 'min') out.minLength = params.min;
      if (test.name === 'email') out.format = 'email';
      if (test.name === 'matches' && params.regex instanceof RegExp) out.pattern = params.regex.source;
    } else if (d.type === 'number') {
      if (test.name === 'max') out.maximum = params.max;
      if (test.name === 'min') out.minimum = params.min;
      if (test.name === 'min' && params.more !== undefined) out.exclusiveMinimum = params.more;
    }
  }
  const choices = (d.oneOf ?? []).filter((value) => value !== undefined && value !== null);
  if (choices.length > 0) out.enum = choices;
  if (d.default !== undefined && typeof d.default !== 'function') out.default = d.default;
  out.type = d.nullable ? [type, 'null'] : type;
  return out;
}

/**
 * The JSON schema of a yup object schema, for the route's `schema.body` (OpenAPI), remembered so that
 * the validator compiler below validates the body with the yup schema itself: the rules of spec
 * section 5 stay in one place (shared) and the documentation is generated from them.
 */
export function bodyOf(schema: AnyObjectSchema): JsonSchema {
  const json = describeField(schema.describe());
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

type Check = (value: unknown) => boolean;

/** A check that passes only where yup's built-in test of that name and parameters passes. */
function builtinTest(type: string, name: string, params: Record<string, unknown>): Check | null {
  const num = (key: string) => (typeof params[key] === 'number' ? (params[key] as number) : null);
  if (type === 'string') {
    const s = (check: (value: string) => boolean): Check => (value) => check(value as string);
    if (name === 'required') return s((value) => value.length > 0);
    if (name === 'max' && num('max') !== null) return s((value) => value.length <= num('max')!);
    if (name === 'min' && num('min') !== null) return s((value) => value.length >= num('min')!);
    if ((name === 'matches' || name === 'email') && params.regex instanceof RegExp && !params.regex.global && !params.regex.sticky) {
      // yup passes value.search(regex) !== -1 (or an empty value with excludeEmptyString): test() implies it.
      const regex = params.regex;
      return s((value) => regex.test(value));
    }
    return null;
  }
  if (type === 'number') {
    const n = (check: (value: number) => boolean): Check => (value) => check(value as number);
    if (name === 'integer') return n((value) => Number.isInteger(value));
    if (name === 'min' && num('min') !== null) return n((value) => value >= num('min')!);
    if (name === 'min' && num('more') !== null) return n((value) => value > num('more')!);
    if (name === 'max' && num('max') !== null) return n((value) => value <= num('max')!);
    if (name === 'max' && num('less') !== null) return n((value) => value < num('less')!);
    return null;
  }
  return null;
}

/**
 * A quick acceptance test of an already cast body, built from the schema's own description: it answers
 * true only where every rule of the schema certainly holds (a value of the field's type, present, in
 * the field's choices, passing each of yup's built-in tests listed for it); anything else (a failed
 * check, a custom test, a condition, a nested object) is left to yup, which then gives the field
 * messages. Null when the schema uses anything this does not know.
 */
export function quickAcceptance(schema: AnyObjectSchema): ((cast: Record<string, unknown>) => boolean) | null {
  const description = schema.describe() as SchemaDescription & { fields: Record<string, SchemaFieldDescription> };
  if (schema.spec.strict || (description.tests ?? []).length > 0) return null;
  const checks: [string, Check[]][] = [];
  for (const [key, described] of Object.entries(description.fields)) {
    const field = schema.fields[key] as Schema | undefined;
    const d = described as SchemaDescription;
    const conditions = (field as unknown as { conditions?: unknown[] } | undefined)?.conditions;
    if (!field || !('spec' in field) || field.spec.strict || field.spec.strip || !conditions || conditions.length > 0) return null;
    const fieldChecks: Check[] = [];
    if (d.type === 'string') fieldChecks.push((value) => typeof value === 'string');
    else if (d.type === 'number') fieldChecks.push((value) => typeof value === 'number' && !Number.isNaN(value));
    else return null;
    const primitives = (list: unknown[] | undefined) =>
      (list ?? []).every((item) => item === undefined || item === null || ['string', 'number', 'boolean'].includes(typeof item));
    if (!primitives(d.oneOf) || !primitives(d.notOneOf)) return null;
    const choices: unknown[] = (d.oneOf ?? []).filter((item) => item !== undefined);
    if (choices.length > 0) fieldChecks.push((value) => choices.includes(value));
    const refused = d.notOneOf ?? [];
    if (refused.length > 0) fieldChecks.push((value) => !refused.includes(value));
    for (const test of d.tests ?? []) {
      const check = test.name ? builtinTest(d.type, test.name, (test.params ?? {}) as Record<string, unknown>) : null;
      if (!check) return null;
      fieldChecks.push(check);
    }
    checks.push([key, fieldChecks]);
  }
  return (cast) => {
    for (const [key, fieldChecks] of checks) {
      const value = cast[key];
      for (const check of fieldChecks) if (!check(value)) return false;
    }
    return true;
  };
}

export const yupValidatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart, url }) => {
  const yupSchema = registry.get(schema);
  if (!yupSchema) {
    throw new Error(`Route ${url}: the ${httpPart ?? 'body'} schema must be built with bodyOf() so that it is validated`);
  }
  const accepts = quickAcceptance(yupSchema);
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
    if (accepts) {
      // validateSync casts the body, then runs every test on the cast values and answers the cast body.
      // A body whose cast values certainly pass is answered here with that same cast, without the
      // per-test machinery of yup (the most part of a booking's validation time); every other body
      // goes through validateSync below, which finds the same value or the field messages.
      try {
        const cast = yupSchema.cast(known, { stripUnknown: true, assert: false }) as Record<string, unknown>;
        if (cast !== null && typeof cast === 'object' && accepts(cast)) return { value: cast };
      } catch {
        // validateSync decides.
      }
    }
    try {
      return { value: yupSchema.validateSync(known, { abortEarly: false, stripUnknown: true }) };
    } catch (error) {
      if (error instanceof ValidationError) return { error };
      // yup itself can throw on some shapes (e.g. a field {"toString": true}: its string cast calls it):
      // that is bad input too, never a server error.
      return { error: new BodyShapeError('The request body is not valid.') };
    }
  };
};
