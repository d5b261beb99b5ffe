import { type RefObject, useEffect, useState } from 'react';
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
