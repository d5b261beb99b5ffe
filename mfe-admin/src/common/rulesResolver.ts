import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/**
 * A react-hook-form resolver over a contracts rule function (field → message, empty when valid):
 * the form shows exactly the messages the API gives for the same values.
 */
export function rulesResolver<V extends FieldValues>(
  validate: (values: V) => Partial<Record<string, string>>,
): Resolver<V> {
  return async (values): Promise<ResolverResult<V>> => {
    const broken = Object.entries(validate(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (broken.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(broken.map(([field, message]) => [field, { type: 'rule', message }]));
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
