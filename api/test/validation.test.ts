import * as rules from '@wellness/shared/rules';
import fc from 'fast-check';
import { type AnyObjectSchema, ValidationError } from 'yup';
import { bodyOf, BodyShapeError, fieldErrors, yupValidatorCompiler } from '../src/plugins/validation';

/**
 * The body validator answers exactly what yup's validateSync answers on the schema's own fields (the
 * cast body, or the same field messages), and a clean 400 where yup itself throws.
 */
const schemas = (Object.entries(rules) as [string, unknown][]).filter(
  (entry): entry is [string, AnyObjectSchema] =>
    entry[0].endsWith('RequestSchema') && typeof (entry[1] as AnyObjectSchema)?.describe === 'function' && (entry[1] as AnyObjectSchema).type === 'object',
);

/** Values that pass or nearly pass the rules of some field: digits, names, e-mails, choices, hashes. */
const POOL: unknown[] = [
  '',
  ' ',
  'Asha Kulkarni',
  ' Asha Kulkarni ',
  'Asha2',
  'Ravi',
  'a',
  'x'.repeat(100),
  'x'.repeat(101),
  'x'.repeat(501),
  '9876543210',
  '98765 43210',
  '987654321',
  '98765432101',
  '987654321012',
  '0',
  '1',
  '34',
  ' 34 ',
  '120',
  '121',
  '-1',
  '1.5',
  '007',
  '999999',
  '1000000',
  '5',
  5,
  0,
  1,
  34,
  120,
  121,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1e21,
  'asha@example.com',
  'ASHA@Example.com',
  ' asha@example.com ',
  'asha@',
  'a@b',
  'asha@example',
  'asha@exa mple.com',
  'male',
  'Male',
  'MALE ',
  'female',
  'other',
  'any',
  'Any',
  'none',
  'admin',
  'Admin',
  'massager',
  'customer',
  'pending',
  'accepted',
  'Accepted',
  'rejected',
  'completed',
  'unread',
  'read',
  'all',
  'READ',
  'general',
  'total_customers_by_massager',
  '2024-01-31',
  '2024-02-30',
  '10:30',
  '25:00',
  'a'.repeat(64),
  'A'.repeat(64),
  'g'.repeat(64),
  'ab'.repeat(31),
  '1234',
  '12345',
  '123',
  'Lane 5, Karve Nagar, Kothrud, 411038',
  'a\u0000b',
  '\u00e9l\u00e8ve',
  '\ud83d\ude00',
  '<script>alert(1)</script>',
  "Robert'); DROP TABLE customers;--",
  null,
  undefined,
  true,
  false,
  [],
  ['male'],
  {},
  { a: 1 },
  Number.NaN,
  Number.POSITIVE_INFINITY,
  // Each length limit of the rules, and one past it.
  ...[10, 12, 20, 50, 64, 100, 200, 254, 500, 1000].flatMap((n) => ['x'.repeat(n), 'x'.repeat(n + 1), '9'.repeat(n), '9'.repeat(n + 1)]),
];

const anyValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...POOL) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
);

/** validateSync on the schema's own fields, as a route would call it by hand. */
function reference(schema: AnyObjectSchema, body: Record<string, unknown>) {
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(body)) if (Object.prototype.hasOwnProperty.call(schema.fields, key)) known[key] = body[key];
  try {
    return { value: schema.validateSync(known, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (error instanceof ValidationError) return { errors: fieldErrors(error) };
    // yup throws on some shapes ({"toString": true}): the server answers 400 for them.
    return { unusable: true as const };
  }
}

describe('request body validation answers what yup answers', () => {
  test.each(schemas)('%s', (_name, schema) => {
    const validate = yupValidatorCompiler({ schema: bodyOf(schema), method: 'POST', url: '/test', httpPart: 'body' }) as (data: unknown) => {
      value?: unknown;
      error?: Error;
    };
    const keys = Object.keys(schema.fields);
    // Bodies near the rules: each field mostly a pool value that passes that field's rules alone (so that
    // many bodies are valid), otherwise anything, sometimes missing, plus an unknown key now and then.
    const fieldValue = (key: string) => {
      const field = schema.fields[key] as AnyObjectSchema;
      const passing = POOL.filter((value) => {
        try {
          return field.isValidSync(value);
        } catch {
          return false;
        }
      });
      return passing.length > 0
        ? fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom(...passing) },
            { weight: 2, arbitrary: fc.constantFrom(...POOL) },
            { weight: 1, arbitrary: anyValue },
          )
        : anyValue;
    };
    const body = fc.record(
      { ...Object.fromEntries(keys.map((key) => [key, fieldValue(key)])), extra: anyValue },
      { requiredKeys: keys.filter((_key, i) => i % 3 !== 2) as 'extra'[] },
    );
    fc.assert(
      fc.property(body, (data) => {
        const answer = validate(data);
        const expected = reference(schema, data);
        if ('unusable' in expected) {
          expect(answer.error).toBeInstanceOf(BodyShapeError);
        } else if ('value' in expected) {
          expect(answer.error).toBeUndefined();
          expect(answer.value).toEqual(expected.value);
        } else {
          expect(answer.error).toBeInstanceOf(ValidationError);
          // Fastify hands the error handler only an Error (anything else becomes a generic 400).
          expect(answer.error).toBeInstanceOf(Error);
          expect(fieldErrors(answer.error as ValidationError)).toEqual(expected.errors);
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('a valid booking gives the cast body (trimmed, lower-cased, age a number)', () => {
    const validate = yupValidatorCompiler({ schema: bodyOf(rules.bookingRequestSchema), method: 'POST', url: '/test', httpPart: 'body' }) as (
      data: unknown,
    ) => { value?: unknown; error?: Error };
    const body = {
      name: ' Asha Kulkarni ',
      contact: '9876543210',
      email: 'asha@example.com',
      address: 'Lane 5, Karve Nagar, Kothrud, 411038',
      gender: 'Female',
      preferGender: 'ANY',
      age: ' 34 ',
      issue: null,
      consent: rules.PRIVACY_NOTICE_VERSION,
      constructor: 'x',
    };
    expect(validate(body)).toEqual({
      value: {
        name: 'Asha Kulkarni',
        contact: '9876543210',
        email: 'asha@example.com',
        address: 'Lane 5, Karve Nagar, Kothrud, 411038',
        gender: 'female',
        preferGender: 'any',
        age: 34,
        issue: '',
        therapy: '',
        appointment: '',
        website: '',
        consent: rules.PRIVACY_NOTICE_VERSION,
      },
    });
    expect(reference(rules.bookingRequestSchema, body)).toEqual(validate(body));
  });
});
