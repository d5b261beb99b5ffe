import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/** What a contracts rule function returns: field → message (or messages), absent when valid. */
export type RuleMessages = Partial<Record<string, string | readonly string[]>>;

/**
 * The one react-hook-form resolver of the remotes, over a contracts rule function: the form shows
 * exactly the messages the API gives for the same values. A field with several messages keeps the
 * first as `message` and all of them as `types.rules` (read them with `fieldMessages`).
 */
export function rulesResolver<V extends FieldValues>(validate: (values: V) => RuleMessages): Resolver<V> {
  return async (values): Promise<ResolverResult<V>> => {
    const broken = Object.entries(validate(values)).flatMap(([field, found]): [string, FieldError][] => {
      const messages = typeof found === 'string' ? [found] : [...(found ?? [])];
      if (messages.length === 0) return [];
      const error: FieldError = { type: 'rule', message: messages[0] };
      return [[field, messages.length > 1 ? { ...error, types: { rules: messages } } : error]];
    });
    if (broken.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(broken) as FieldErrors<V> };
  };
}

/** Every message of a field's error (one, or all of `types.rules`); none when the field is valid. */
export function fieldMessages(error: FieldError | undefined): string[] {
  const rules = error?.types?.rules;
  if (Array.isArray(rules)) return rules.filter((rule): rule is string => typeof rule === 'string');
  return error?.message ? [error.message] : [];
}
