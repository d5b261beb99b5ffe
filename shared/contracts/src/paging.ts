import { Type } from 'typebox';

/**
 * The one paging schema of every list route: finite integers with bounds. A page past the last
 * answers an empty list; past MAX_PAGE it is refused (400), as is anything that is not a plain
 * number (the API's validator refuses Infinity, 1e309, 0x10 before Ajv coerces them).
 */
export const MAX_PAGE = 10_000;

export const PageParam = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

/** `limit`: at least 1, at most `max`, `fallback` when absent. */
export const pageSizeParam = (max: number, fallback: number) =>
  Type.Integer({ minimum: 1, maximum: max, default: fallback });

/** `?page=&limit=` of a list whose pages hold at most `max` items. */
export const pagingQuery = (max: number, fallback: number) => ({
  page: PageParam,
  limit: pageSizeParam(max, fallback),
});
