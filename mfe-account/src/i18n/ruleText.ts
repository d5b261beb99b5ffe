import { isMessageId, type MessageId, type MessageValues } from '@premieres/contracts';
import type { TFunction } from 'i18next';

/** The contracts' message groups this remote shows; its `rules` strings hold each id (typed t()). */
export const ACCOUNT_RULE_GROUPS = ['email', 'password', 'signUp', 'contact', 'profile'] as const;
export type AccountRuleId = Extract<MessageId, `${(typeof ACCOUNT_RULE_GROUPS)[number]}.${string}`>;

export function isAccountRuleId(value: unknown): value is AccountRuleId {
  return isMessageId(value) && ACCOUNT_RULE_GROUPS.some((group) => value.startsWith(`${group}.`));
}

/**
 * A contracts message id (what the validators and the API's `fieldMessageIds` give) in the
 * visitor's language: the key is `rules.<id>`. Any other text (a server's own words) is shown as is.
 */
export function ruleText(
  t: TFunction,
  message: string | null | undefined,
  values: MessageValues = {},
): string | undefined {
  if (!message) return undefined;
  return isAccountRuleId(message) ? t(`rules.${message}`, { ns: 'account', ...values }) : message;
}

export function ruleTexts(t: TFunction, messages: readonly string[]): string[] {
  return messages.map((message) => ruleText(t, message) ?? message);
}
