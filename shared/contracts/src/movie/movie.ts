import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable, PagedSchema, PageQueryProperties, RecordIdSchema } from '../admin/common';
import { CERTIFICATIONS } from './certification';

export const ContentTypeSchema = Type.Union([Type.Literal('movie'), Type.Literal('tv')]);
export const CertificationSchema = Type.Enum(CERTIFICATIONS);

const ShortText = (maxLength = 200) => Nullable(Type.String({ maxLength }));
const Url = ShortText(2000);
const Count = Nullable(Type.Integer({ minimum: 1 }));
/** Longest title, in any script. */
export const MOVIE_TITLE_MAX = 300;

/**
 * The fields staff write on a title (record names, spec §3). Structure only: the spec's rules
 * and messages (title required, rating step, year range, cast...) are `validateMovieWrite`,
 * which the API and the form resolver both run over this schema's result. The server sets id,
 * created_by, created_at, updated_at; the trending manager sets trending_position. Unknown
 * fields are refused.
 */
export const MovieWriteSchema = Type.Object(
  {
    title: Type.String({ maxLength: MOVIE_TITLE_MAX }),
    /**
     * The title's name in Hindi (Devanagari) and Malayalam script: shown beside it and found by
     * search. Optional in a write (a client that omits them leaves them as they are, or null).
     */
    title_hi: Type.Optional(ShortText(MOVIE_TITLE_MAX)),
    title_ml: Type.Optional(ShortText(MOVIE_TITLE_MAX)),
    description: ShortText(5000),
    genre: ShortText(100),
    // Range and step are the rule's (its message), not the schema's.
    rating: Nullable(Type.Number()),
    thumbnail: Url,
    trailer_url: Url,
    content_url: Url,
    director: ShortText(),
    movie_cast: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 }),
    type: ContentTypeSchema,
    is_new: Type.Boolean(),
    is_trending: Type.Boolean(),
    seasons: Count,
    episodes: Count,
    duration_minutes: Count,
    release_year: Nullable(Type.Integer()),
    certification: CertificationSchema,
  },
  { additionalProperties: false },
);
export type MovieWrite = Static<typeof MovieWriteSchema>;

/** PATCH body: any subset of MovieWrite; the merged title must still pass the rules. */
export const MoviePatchSchema = Type.Partial(MovieWriteSchema, { additionalProperties: false });
export type MoviePatch = Static<typeof MoviePatchSchema>;

/** A stored title in record field names, as the admin API answers it (contracts' MovieRecord). */
export const MovieRecordSchema = Type.Object({
  id: Type.String(),
  ...MovieWriteSchema.properties,
  /** Always present in a record: null when not set. */
  title_hi: ShortText(MOVIE_TITLE_MAX),
  title_ml: ShortText(MOVIE_TITLE_MAX),
  /** 1-10, or null when not in the trending list. */
  trending_position: Nullable(Type.Integer({ minimum: 1 })),
  created_by: Nullable(Type.String()),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});

export const ADMIN_MOVIE_SORTS = [
  '-created_at',
  'created_at',
  'title',
  '-title',
  '-rating',
  'rating',
  '-updated_at',
] as const;
export type AdminMovieSort = (typeof ADMIN_MOVIE_SORTS)[number];

export const AdminMovieListQuerySchema = Type.Object({
  ...PageQueryProperties,
  sort: Type.Enum(ADMIN_MOVIE_SORTS, { default: '-created_at' }),
});
export type AdminMovieListQuery = Static<typeof AdminMovieListQuerySchema>;

export const AdminMovieListSchema = PagedSchema(MovieRecordSchema);

export const BULK_MAX = 500;
const BulkIds = Type.Array(RecordIdSchema, { minItems: 1, maxItems: BULK_MAX });

export const BulkDeleteSchema = Type.Object({ ids: BulkIds }, { additionalProperties: false });
export type BulkDelete = Static<typeof BulkDeleteSchema>;

export const BULK_FLAG_FIELDS = ['is_new', 'is_trending'] as const;
export const BulkFlagsSchema = Type.Object(
  {
    ids: BulkIds,
    field: Type.Enum(BULK_FLAG_FIELDS),
    value: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type BulkFlags = Static<typeof BulkFlagsSchema>;

export const BulkDeletedSchema = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
export const BulkUpdatedSchema = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
