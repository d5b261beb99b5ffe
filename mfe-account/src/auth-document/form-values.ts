import { carryToast } from '@premieres/ui/plain/carried-toast';
import { type RefObject, useEffect, useState } from 'react';
import type { useNotify } from '../contact-document/toasts';
import type { AuthFailure } from './auth-calls';

/**
 * Per-field messages the API returned with a 400 (apiErrors.ts' serverFieldErrors): a rule's
 * message id where the API names one, else the server's words.
 */
export function serverFieldErrors(failure: AuthFailure | null): Record<string, string> {
  if (!failure?.fields) return {};
  return { ...failure.fields, ...failure.fieldMessageIds };
}

/**
 * The query's e-mail in the field once the island runs (the prerendered document knows no query),
 * unless the visitor typed one already.
 */
export function useInitialEmail(input: RefObject<HTMLInputElement | null>, email: string, then?: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration (the query is read once).
  useEffect(() => {
    if (email && input.current && !input.current.value) input.current.value = email;
    then?.();
  }, []);
}

/** True once the island has hydrated (effects run): false in the prerendered markup. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The success toast of a sign-in or sign-up, here and on the page the full navigation opens next
 * (the shell shows a carried toast): the React page's toast follows the member there too.
 */
export function announceSuccess(notify: ReturnType<typeof useNotify>, title: string, description: string) {
  notify('success', title, description);
  carryToast({ kind: 'success', title, description });
}
