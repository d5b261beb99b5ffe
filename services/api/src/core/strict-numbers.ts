import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Plain decimal numbers only: Ajv's coercion turns 'Infinity', '1e309', '0x10', ' 1' and '' into
 * numbers, and checks minimum/maximum against the text before it coerces, so `page=Infinity`
 * passed every bound and broke the handler. Text parts (query, params, headers) are checked here
 * first; what passes is then coerced by Ajv as before.
 */
const DECIMAL = /^-?(0|[1-9]\d{0,14})(\.\d{1,15})?$/;

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
}

function isNumeric(schema: PropertySchema | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('number') || types.includes('integer')) return true;
  return (schema.anyOf ?? []).some(isNumeric);
}

/** Names of a text part's numeric properties (top level: query strings and params are flat). */
export function numericProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | null)?.properties ?? {};
  return Object.keys(properties).filter((name) => isNumeric(properties[name]));
}

/** The first numeric property whose raw text is not a plain decimal, as an Ajv-shaped error. */
export function nonDecimalNumber(
  data: unknown,
  names: readonly string[],
): FastifySchemaValidationError | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const values = data as Record<string, unknown>;
  for (const name of names) {
    const raw = values[name];
    const texts = Array.isArray(raw) ? raw : [raw];
    if (texts.some((text) => typeof text === 'string' && !DECIMAL.test(text))) {
      return {
        keyword: 'type',
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        params: { type: 'number' },
        message: 'must be a finite decimal number',
      };
    }
  }
  return undefined;
}
