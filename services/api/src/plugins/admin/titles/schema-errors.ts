import { ADMIN_ERROR_CODES, UNKNOWN_FIELD } from '@premieres/contracts';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError, fieldError } from '../../../core/errors';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** TypeBox errors → field messages (unknown fields by name), like the route schemas' 400s. */
function toFields(errors: readonly SchemaError[]): { fields: Record<string, string>; unknown: boolean } {
  const fields: Record<string, string> = {};
  let unknown = false;
  for (const e of errors) {
    if (e.keyword === 'additionalProperties') {
      unknown = true;
      for (const name of (e.params.additionalProperties as string[] | undefined) ?? []) {
        fields[name] ??= UNKNOWN_FIELD(name);
      }
      continue;
    }
    if (e.keyword === 'boolean') continue; // the per-property twin of additionalProperties
    const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[field] ??= `${field} ${e.message}`;
  }
  return { fields, unknown };
}

/** A checker for values that do not arrive as a route body (the multipart `movie` field). */
export function compileChecker<T extends TSchema>(schema: T) {
  const validator = Compile(schema);
  return (value: unknown): void => {
    if (validator.Check(value)) return;
    const { fields, unknown } = toFields(validator.Errors(value) as SchemaError[]);
    const error = fieldError(fields);
    throw AppError.coded(
      400,
      unknown ? ADMIN_ERROR_CODES.unknownField : ADMIN_ERROR_CODES.validation,
      error.message,
      fields,
    );
  };
}
