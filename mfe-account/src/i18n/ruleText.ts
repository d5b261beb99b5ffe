import { isMessageId, type MessageValues } from '@premieres/contracts';
import type { TFunction } from 'i18next';

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
  return isMessageId(message) ? t(`rules.${message}`, { ns: 'account', ...values }) : message;
}

export function ruleTexts(t: TFunction, messages: readonly string[]): string[] {
  return messages.map((message) => ruleText(t, message) ?? message);
}
