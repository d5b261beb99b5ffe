import { contactApi } from '@premieres/api-client';
import { type ContactLimitState, useContactLimitOf } from './contactLimit';

export type { ContactLimitState } from './contactLimit';

/** The contact limit as the API counts it, read through the shell's api-client (contactLimit.ts). */
export function useContactLimit(): ContactLimitState {
  return useContactLimitOf(contactApi);
}
