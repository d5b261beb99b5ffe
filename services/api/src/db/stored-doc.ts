/**
 * A collection's document type derived from the contracts' record type the API answers with: the
 * record's `id` is the document's `_id`, and its ISO date strings are Dates in the database (a
 * nullable one stays nullable). A field added to the record is then a field of the document,
 * flagged wherever one is written.
 */
export type StoredDoc<Rec extends { id: unknown }, DateKey extends keyof Rec = never, Id = string> = Omit<
  Rec,
  'id' | DateKey
> & { _id: Id } & { [K in DateKey]: null extends Rec[K] ? Date | null : Date };

/** `durationSeconds` → `duration_seconds`: a contracts' camelCase field name as the database spells it. */
export type SnakeCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : Name;

/**
 * A camelCase record's fields as a document stores them: snake_case names, each one present (a
 * field the record may leave out is stored as null).
 */
export type SnakeCased<Rec> = {
  -readonly [K in keyof Rec as K extends string ? SnakeCase<K> : K]-?: Exclude<Rec[K], undefined>;
};
