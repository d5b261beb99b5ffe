import { isMessageId, type MessageId, type MessageValues } from '@premieres/contracts';
import type { TFunction } from 'i18next';

/** The contracts' message groups the admin shows; its `rules` strings hold each id (typed t()). */
export const ADMIN_RULE_GROUPS = ['movie', 'category', 'film'] as const;
export type AdminRuleId = Extract<MessageId, `${(typeof ADMIN_RULE_GROUPS)[number]}.${string}`>;

export function isAdminRuleId(value: unknown): value is AdminRuleId {
  return isMessageId(value) && ADMIN_RULE_GROUPS.some((group) => value.startsWith(`${group}.`));
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
