import { Type } from '@fastify/type-provider-typebox';

/** Every error body (contracts' ApiError). */
export const ErrorSchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    code: Type.Optional(Type.String()),
    /** The contracts' message id of `message`, when it is one (a browser translates by it). */
    messageId: Type.Optional(Type.String()),
    /** The values of the message's `{{placeholders}}` (e.g. minutes), for a browser's own words. */
    messageValues: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** `fields` as the contracts' message ids. */
    fieldMessageIds: Type.Optional(Type.Record(Type.String(), Type.String())),
    retryAfterMinutes: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { title: 'ApiError' },
);

/** Response entries for the given error statuses, for the OpenAPI document and serialisation. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorSchema]));
}

export const ObjectIdSchema = Type.String({ pattern: '^[a-fA-F0-9]{24}$', description: 'MongoDB ObjectId' });

/** Bounds every free text field; the spec's own rules (lengths, shapes) run after, with its messages. */
export const TextInput = (description?: string) => Type.String({ maxLength: 1000, description });
