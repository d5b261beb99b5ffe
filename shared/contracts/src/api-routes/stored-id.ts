import { Type } from 'typebox';

/** The id of a stored record (MongoDB ObjectId hex), as route params name it. */
export const StoredIdSchema = Type.String({ pattern: '^[a-fA-F0-9]{24}$', description: 'MongoDB ObjectId' });

/** `/:id` of a stored record. */
export const StoredIdParamsSchema = Type.Object({ id: StoredIdSchema });
