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
