// The refresh cookie is httpOnly, so a page cannot see whether one exists. This flag remembers
// that this browser had a session, so a first-time visitor's page makes no refresh call (a
// certain 401) on start. Losing it only costs a sign-in; it holds no secret.
import { SESSION_HINT_KEY } from '@premieres/contracts';

const KEY = SESSION_HINT_KEY;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasSessionHint(): boolean {
  return storage()?.getItem(KEY) === '1';
}

export function setSessionHint(present: boolean): void {
  try {
    if (present) storage()?.setItem(KEY, '1');
    else storage()?.removeItem(KEY);
  } catch {
    // Storage disabled: every start then tries a refresh, which is still correct.
  }
}

export { SESSION_HINT_KEY };
