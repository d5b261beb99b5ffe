import type {
  ContactLimit,
  ContactList,
  ContactListQuery,
  ContactMessageBody,
  ContactMessageRecord,
  ContactSent,
} from '@premieres/contracts';
import { call } from './http';
import { toSearchParams } from './search-params';

/** The contact form (anyone) and the staff Messages tab (`/api/contact`, `/api/admin/contact-messages`). */
export const contactApi = {
  /** Rejects with 429 `CONTACT_RATE_LIMITED` (retryAfterMinutes) after 3 within an hour. */
  send: (body: ContactMessageBody): Promise<ContactSent> =>
    call((c) => c.post('contact', { json: body }).json()),
  limit: (): Promise<ContactLimit> => call((c) => c.get('contact/limit').json()),
  /** Staff: newest first, optionally only open or resolved ones. */
  list: (query: Partial<ContactListQuery> = {}): Promise<ContactList> =>
    call((c) => c.get('admin/contact-messages', { searchParams: toSearchParams(query) }).json()),
  resolve: (id: string): Promise<ContactMessageRecord> =>
    call((c) => c.post(`admin/contact-messages/${encodeURIComponent(id)}/resolve`).json()),
};
