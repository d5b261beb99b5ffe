import type { ParseKeys } from 'i18next';

/** A key of the landing namespace (checked against its English strings, see i18next.d.ts). */
export type LandingKey = ParseKeys<'landing'>;
