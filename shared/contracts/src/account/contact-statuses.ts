// A contact message's statuses, apart from the schemas (contact.ts): the admin's Messages tab
// imports these, and a module that builds TypeBox schemas as it loads would bring TypeBox into the
// browser's bundles (issues 28, 29).
export const CONTACT_STATUSES = ['open', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
