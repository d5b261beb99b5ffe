import type { MessageId, MessageValues } from '@premieres/contracts';
import { i18n } from '@premieres/i18n';
import type { TFunction } from 'i18next';
import { ADMIN_NS } from '../i18n/namespace';

/** The contracts' message groups the admin shows; its `rules` strings hold each id (typed t()). */
export const ADMIN_RULE_GROUPS = ['movie', 'category', 'film'] as const;
export type AdminRuleId = Extract<MessageId, `${(typeof ADMIN_RULE_GROUPS)[number]}.${string}`>;

/**
 * A message id of those groups whose `rules.<id>` string is loaded (the rules part comes with the
 * forms: src/i18n/parts.ts). Checked against the strings rather than the contracts' English
 * catalogue, which no tab then has to load.
 */
export function isAdminRuleId(value: unknown): value is AdminRuleId {
  return (
    typeof value === 'string' &&
    ADMIN_RULE_GROUPS.some((group) => value.startsWith(`${group}.`)) &&
    i18n.exists(`rules.${value}`, { ns: ADMIN_NS })
  );
}

/**
 * A contracts message id (what the validators and the API's `fieldMessageIds` give) in the staff
 * member's language: the key is `rules.<id>`. Any other text (a server's own words) is shown as is.
 */
export function ruleText(
  t: TFunction,
  message: string | undefined,
  values: MessageValues = {},
): string | undefined {
  if (!message) return undefined;
  return isAdminRuleId(message) ? t(`rules.${message}`, { ns: 'admin', ...values }) : message;
}
