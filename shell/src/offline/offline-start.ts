// Opening the app with no network (issue 27): a member this browser knows goes to the downloads;
// someone never signed in here gets the offline start page. Decided once, when the page opens.
import { OFFLINE_START_PATH } from '../sw/release-files';

export interface OfflineStartInput {
  /** The browser said it had no network when the page opened. */
  offlineAtStart: boolean;
  /** The first session check has not answered yet. */
  loading: boolean;
  signedIn: boolean;
  /** The session was kept from storage because the API could not be reached (auth-store `offline`). */
  sessionOffline: boolean;
  pathname: string;
}

export type OfflineStartDecision =
  | { kind: 'wait' }
  | { kind: 'open' }
  | { kind: 'start-page' }
  | { kind: 'redirect'; to: string };

export function offlineStart(input: OfflineStartInput): OfflineStartDecision {
  if (input.sessionOffline && input.signedIn) {
    return input.pathname === OFFLINE_START_PATH
      ? { kind: 'open' }
      : { kind: 'redirect', to: OFFLINE_START_PATH };
  }
  if (!input.offlineAtStart) return { kind: 'open' };
  if (input.loading) return { kind: 'wait' };
  return input.signedIn ? { kind: 'open' } : { kind: 'start-page' };
}
