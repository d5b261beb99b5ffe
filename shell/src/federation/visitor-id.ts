// A random id kept in this browser, so a canary (see @premieres/contracts canary.ts) picks the
// same version for a visitor on every page load. Not personal data: it identifies nothing else.
const KEY = 'premieres-visitor';

function randomId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string {
  const known = storage?.getItem(KEY);
  if (known) return known;
  const fresh = randomId();
  storage?.setItem(KEY, fresh);
  return fresh;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (private mode settings): a new id per load, so canaries pick per load.
    return null;
  }
}
