import type { ParseKeys } from 'i18next';

/** A key of the account namespace (checked against its English strings, see i18next.d.ts). */
export type AccountKey = ParseKeys<'account'>;
/** A key of the billing namespace. */
export type BillingKey = ParseKeys<'billing'>;
