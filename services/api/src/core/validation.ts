import ajvCompiler from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { nonDecimalNumber, numericProperties } from './strict-numbers';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Compiler = FastifySchemaCompiler<unknown>;
interface AjvServerOptions {
  customOptions?: Record<string, unknown>;
  [key: string]: unknown;
}
// The pool builder of Fastify's own default compiler, typed as Fastify calls it.
const build = ajvCompiler() as unknown as (externalSchemas: unknown, options: AjvServerOptions) => Compiler;

/**
 * Two Ajv validators: query strings, path parameters and headers are text and are coerced to
 * their schema types (`?page=2` → 2); JSON bodies are not, so `{"name": 12345}` or `{"ids": true}`
 * is a 400 instead of quietly becoming "12345" or ["true"]. Unknown fields are refused, never dropped.
 */
function buildValidator(externalSchemas: unknown, ajvOptions: AjvServerOptions): Compiler {
  const custom = { ...ajvOptions.customOptions, removeAdditional: false };
  const text = build(externalSchemas, { ...ajvOptions, customOptions: custom });
  const json = build(externalSchemas, { ...ajvOptions, customOptions: { ...custom, coerceTypes: false } });
  return (route) => (route.httpPart === 'body' ? json(route) : strictText(text, route));
}

type Validate = ReturnType<Compiler> & { errors?: unknown };

/** A text part's validator that first refuses numbers Ajv would coerce wrongly (strict-numbers.ts). */
function strictText(text: Compiler, route: Parameters<Compiler>[0]): Validate {
  const validate = text(route) as Validate;
  const numeric = numericProperties(route.schema);
  if (numeric.length === 0) return validate;
  const strict = ((data: unknown) => {
    const refused = nonDecimalNumber(data, numeric);
    strict.errors = refused ? [refused] : null;
    if (refused) return false;
    const valid = validate(data);
    strict.errors = validate.errors;
    return valid;
  }) as Validate;
  return strict;
}

export const schemaController = {
  compilersFactory: { buildValidator },
} as unknown as SchemaController;
