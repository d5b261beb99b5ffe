import { type AccountProfilePatch, validateFullName } from '@premieres/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** react-hook-form resolver over contracts' validateFullName: the same rule and message as the API. */
export const fullNameResolver: Resolver<AccountProfilePatch> = async (values) => {
  const message = validateFullName(values.full_name);
  if (!message) return { values, errors: {} };
  const errors: FieldErrors<AccountProfilePatch> = { full_name: { type: 'rule', message } };
  return { values: {}, errors };
};
