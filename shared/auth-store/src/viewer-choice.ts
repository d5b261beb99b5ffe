import type { ViewerProfile } from '@premieres/contracts';
import { VIEWER_CHOICE_STORAGE_KEY } from '@premieres/contracts';

/**
 * The viewer profile this browser chose, per account, so a reload keeps watching as the same
 * profile instead of asking 'Who's watching?' again. The token is the API's signed profile token:
 * it grants nothing without the account's own session.
 */
export interface ViewerChoice {
  userId: string;
  profile: ViewerProfile;
  token: string;
}

const KEY = VIEWER_CHOICE_STORAGE_KEY;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function loadViewerChoice(userId: string): ViewerChoice | null {
  try {
    const raw = storage()?.getItem(KEY);
    const choice = raw ? (JSON.parse(raw) as ViewerChoice) : null;
    return choice?.userId === userId && choice.token && choice.profile ? choice : null;
  } catch {
    return null;
  }
}

export function saveViewerChoice(choice: ViewerChoice | null): void {
  try {
    if (choice) storage()?.setItem(KEY, JSON.stringify(choice));
    else storage()?.removeItem(KEY);
  } catch {
    // Storage disabled: the picker asks again after a reload.
  }
}
