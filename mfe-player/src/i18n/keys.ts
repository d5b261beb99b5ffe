import type { ParseKeys } from 'i18next';

/** A key of the player namespace (checked against its English strings, see i18next.d.ts). */
export type PlayerKey = ParseKeys<'player'>;
