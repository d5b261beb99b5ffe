// Small argument readers that fail the way mongod does on wrong types.
import { fail } from '../errors';
import { type Doc, isPlainObject, toNumber } from '../storage/values';

export function collectionName(cmd: Doc, command: string): string {
  const v = cmd[command];
  if (typeof v !== 'string')
    fail('InvalidNamespace', `collection name has invalid type ${v === null ? 'null' : typeof v}`);
  return v;
}

export function optionalDoc(cmd: Doc, field: string): Doc | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v))
    fail('TypeMismatch', `BSON field '${field}' is the wrong type '${typeof v}', expected type 'object'`);
  return v;
}

export function optionalNumber(cmd: Doc, field: string): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  const n = toNumber(v);
  if (Number.isNaN(n))
    fail('TypeMismatch', `BSON field '${field}' is the wrong type '${typeof v}', expected a number`);
  return n;
}

export function optionalArray(cmd: Doc, field: string): unknown[] | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v))
    fail('TypeMismatch', `BSON field '${field}' is the wrong type '${typeof v}', expected type 'array'`);
  return v;
}

export function requireArray(cmd: Doc, field: string): unknown[] {
  const v = optionalArray(cmd, field);
  if (!v) fail('FailedToParse', `BSON field '${field}' is missing but a required field`);
  return v;
}
