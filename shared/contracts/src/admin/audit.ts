import { type Static, Type } from 'typebox';
import { pagingQuery } from '../paging';
import { DateTimeSchema, Nullable, PagedSchema, UserIdSchema } from './common';

export const AUDIT_ACTIONS = [
  'movie.create',
  'movie.update',
  'movie.delete',
  'movie.thumbnail',
  'movie.film',
  'movies.bulk_delete',
  'movies.bulk_flags',
  'trending.save',
  'category.create',
  'category.update',
  'category.delete',
  'user.role',
  'contact.resolve',
  'episode.create',
  'episode.update',
  'episode.delete',
  'episode.media',
  'movie.intro',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['movie', 'category', 'trending', 'user', 'contact_message', 'episode'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** One staff write: who, what, when, and before/after of each changed field. */
export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  actor_id: Type.String(),
  actor_email: Type.String(),
  action: Type.Enum(AUDIT_ACTIONS),
  target_type: Type.Enum(AUDIT_TARGETS),
  /** The record's id; for bulk writes the ids joined by ','; null for the trending order. */
  target_id: Nullable(Type.String()),
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })),
  at: DateTimeSchema,
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditListQuerySchema = Type.Object({
  actor: Type.Optional(UserIdSchema),
  ...pagingQuery(100, 50),
});
export type AuditListQuery = Static<typeof AuditListQuerySchema>;
export const AuditListSchema = PagedSchema(AuditEntrySchema);
