import type { ParseKeys } from 'i18next';

/** A key of the browse namespace (checked against its English strings, see i18next.d.ts). */
export type BrowseKey = ParseKeys<'browse'>;
