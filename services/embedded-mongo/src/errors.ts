// Errors shaped like mongod's command errors: { ok: 0, errmsg, code, codeName, ...extra }.

export const CODES = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  ConflictingUpdateOperators: 40,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  CannotIndexParallelArrays: 171,
  ClientMetadataCannotBeMutated: 186,
  InvalidIndexSpecificationOption: 197,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  UnknownBsonField: 40415,
  ProtocolError: 17,
  Unauthorized: 13,
  NoSuchTransaction: 251,
} as const;

export type CodeName = keyof typeof CODES;

const NAMES = new Map<number, string>(Object.entries(CODES).map(([name, code]) => [code, name]));

export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(code: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.codeName = NAMES.get(code) ?? `Location${code}`;
    this.extra = extra;
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export function fail(codeName: CodeName, message: string, extra?: Record<string, unknown>): never {
  throw new MongoCommandError(CODES[codeName], message, extra);
}

export function badValue(message: string): never {
  return fail('BadValue', message);
}

/** The one wording every refusal uses, so a developer knows what to do next. */
export function notSupported(feature: string, code: number = CODES.CommandNotSupported): never {
  throw new MongoCommandError(
    code,
    `${feature}: not supported by the embedded development server; set MONGODB_URI to use a real MongoDB`,
  );
}

/** Normalises anything thrown while handling a command into a command error. */
export function toCommandError(err: unknown): MongoCommandError {
  if (err instanceof MongoCommandError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // mingo reports bad operators and expressions with plain errors.
  return new MongoCommandError(CODES.BadValue, message);
}
