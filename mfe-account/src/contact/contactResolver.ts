import { type ContactMessage, validateContactForm } from '@premieres/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** react-hook-form resolver over contracts' validateContactForm: the rules the API applies too. */
export const contactResolver: Resolver<ContactMessage> = async (values) => {
  const entries = Object.entries(validateContactForm(values)).map(([field, message]) => [
    field,
    { type: 'rule', message },
  ]);
  if (entries.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries) as FieldErrors<ContactMessage> };
};
