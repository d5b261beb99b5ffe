import type { ParseKeys } from 'i18next';

/** A key of the shell namespace (checked against its English strings, see i18next.d.ts). */
export type ShellKey = ParseKeys<'shell'>;
/** A key of the common namespace (nav labels, actions). */
export type CommonKey = ParseKeys<'common'>;
