import { commonEn } from '@premieres/i18n';
import type { TFunction } from 'i18next';
import type { CommonKey } from '../i18n/keys';

/**
 * Whether a link's label, read from a remote's routes (JSON, so only a string to the compiler), is
 * a key of the common English strings. Plural keys are not looked for: no link label is one.
 */
export function isCommonKey(label: string): label is CommonKey {
  let node: unknown = commonEn;
  for (const part of label.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string';
}

/** A link's text in the reader's language; a label that is no common key is shown as declared. */
export function navLabelText(tc: TFunction<'common'>, label: string): string {
  return isCommonKey(label) ? tc(label) : label;
}
