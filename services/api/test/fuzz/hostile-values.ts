import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

/** Text that breaks number parsers: drawn more often into numeric parameters. */
export const HOSTILE_NUMBERS = [
  'Infinity',
  '-Infinity',
  '1e309',
  'NaN',
  '-0',
  String(2 ** 53 + 1),
  '0x10',
  ' 1',
  '1 ',
  '',
  '1e3',
  '1.5',
  '-1',
  '0',
  '00001',
];

/** Text that breaks number parsers, string handling or display: drawn into every field and header. */
export const HOSTILE_TEXT = [
  ...HOSTILE_NUMBERS,
  ' ',
  'a'.repeat(5000),
  '\u202Eevil\u202C',
  '\u2066x\u2069',
  'zero\u200Bwidth',
  'nul\u0000byte',
  'line\r\nbreak',
  '\uFEFFbom',
  '\uD800',
  '../../etc/passwd',
  '{"$gt":""}',
  '$where',
  '__proto__',
  '%00',
  '<script>alert(1)</script>',
];

/** JSON values that break handlers expecting one type: extremes, wrong shapes, operators. */
const HOSTILE_JSON: unknown[] = [
  1e308,
  -1e308,
  -0,
  2 ** 53 + 1,
  0.1,
  -1,
  null,
  true,
  [],
  {},
  [1, 2],
  { $gt: '' },
  { $where: '1' },
  ...HOSTILE_TEXT,
];

/** A value the schema describes (so requests reach handlers), as fast-check draws it. */
function fromSchema(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.string();
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf && schema.anyOf.length > 0) return fc.oneof(...schema.anyOf.map(fromSchema));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema(schema.items), { maxLength: 5 });
    case 'object':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    default:
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}

const isNumeric = (schema: JsonSchema | undefined) =>
  [schema?.type].flat().some((type) => type === 'integer' || type === 'number');

/** A query or path value: mostly hostile text, sometimes a value of the schema, as text. */
export function textValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: isNumeric(schema) ? 4 : 0, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 2, arbitrary: fromSchema(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );
}

/** A query parameter: one value, or the same name several times (duplicates become an array). */
export function queryValues(schema: JsonSchema | undefined): fc.Arbitrary<string[]> {
  return fc.oneof(
    { weight: 4, arbitrary: textValue(schema).map((v) => [v]) },
    { weight: 1, arbitrary: fc.array(textValue(schema), { minLength: 2, maxLength: 3 }) },
  );
}

/** A JSON body field: hostile values, arrays where scalars belong, or a value of the schema. */
export function jsonValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_JSON) },
    { weight: 2, arbitrary: fromSchema(schema) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_JSON), { minLength: 1, maxLength: 3 }) },
  );
}

/** Headers every route reads one way or another, with hostile values (Node refuses some: dropped). */
export const HEADER_NAMES = ['accept-language', 'range', 'if-none-match', 'x-request-id', 'x-profile-id'];
