import { type TSchema, Type } from 'typebox';
import { pagingQuery } from '../paging';

/** `T | null`, the shape of every optional record column. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Ids of titles and categories: sample slugs ('1', 'tv1', 'dune') or ObjectId hex. */
export const RecordIdSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A user's id (ObjectId hex). */
export const UserIdSchema = Type.String({ pattern: '^[a-fA-F0-9]{24}$', description: 'MongoDB ObjectId' });

export const IdParamsSchema = Type.Object({ id: RecordIdSchema });

export const ADMIN_MAX_PAGE_SIZE = 100;

/** `?q=&page=&limit=` of every admin list. */
export const PageQueryProperties = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...pagingQuery(ADMIN_MAX_PAGE_SIZE, 20),
};

/** `{items, total, page, limit}` of every list endpoint (contracts' Paged<T>). */
export const PagedSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1 }),
  });

export const DateTimeSchema = Type.String({ format: 'date-time' });
