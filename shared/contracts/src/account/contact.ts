import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable, PagedSchema } from '../admin/common';
import { pagingQuery } from '../paging';
import { CONTACT_STATUSES } from './contact-statuses';

/**
 * Contact messages (spec §3, §5): the form's body, and the stored message staff read and resolve.
 * The rules and their messages are contracts' validateContactForm, run by the form and the API.
 */
export const ContactMessageBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 254 }),
    subject: Type.String({ maxLength: 200 }),
    message: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Static<typeof ContactMessageBodySchema>;

/** Where the client stands against the limit of 3 accepted messages per hour. */
export const ContactLimitSchema = Type.Object({
  locked: Type.Boolean(),
  /** Rounded up; 0 when not locked. */
  remainingMinutes: Type.Integer({ minimum: 0 }),
});
export type ContactLimit = Static<typeof ContactLimitSchema>;

export const ContactSentSchema = Type.Object({ id: Type.String(), limit: ContactLimitSchema });
export type ContactSent = Static<typeof ContactSentSchema>;

export const ContactMessageRecordSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  status: Type.Enum(CONTACT_STATUSES),
  created_at: DateTimeSchema,
  resolved_at: Nullable(DateTimeSchema),
  resolved_by_email: Nullable(Type.String()),
});
export type ContactMessageRecord = Static<typeof ContactMessageRecordSchema>;

export const ContactListQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum(CONTACT_STATUSES)),
  ...pagingQuery(100, 20),
});
export type ContactListQuery = Static<typeof ContactListQuerySchema>;
export const ContactListSchema = PagedSchema(ContactMessageRecordSchema);
export type ContactList = Static<typeof ContactListSchema>;

// In a module without schemas: a browser that only maps the codes to messages loads no typebox.
