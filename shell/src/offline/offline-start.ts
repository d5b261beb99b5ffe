// Opening the app with no network (issue 27): a member this browser knows goes to the downloads;
// someone never signed in here gets the offline start page. Decided once, when the page opens.

export interface OfflineStartInput {
  /** The browser said it had no network when the page opened. */
  offlineAtStart: boolean;
  /** The first session check has not answered yet. */
  loading: boolean;
  signedIn: boolean;
  /** The session was kept from storage because the API could not be reached (auth-store `offline`). */
  sessionOffline: boolean;
  pathname: string;
  /** The page a remote declared `offline` (offlineStartPath: the downloads); null when none did. */
  startPath: string | null;
}

export type OfflineStartDecision =
  | { kind: 'wait' }
  | { kind: 'open' }
  | { kind: 'start-page' }
  | { kind: 'redirect'; to: string };

export function offlineStart(input: OfflineStartInput): OfflineStartDecision {
  const { startPath } = input;
  if (input.sessionOffline && input.signedIn && startPath) {
    return input.pathname === startPath ? { kind: 'open' } : { kind: 'redirect', to: startPath };
  }
  if (!input.offlineAtStart) return { kind: 'open' };
  if (input.loading) return { kind: 'wait' };
  return input.signedIn ? { kind: 'open' } : { kind: 'start-page' };
}
