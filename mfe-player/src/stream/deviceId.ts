const KEY = 'premieres.device';

/**
 * This browser's device id for the screen count: kept in localStorage, so reopening the player
 * (or reloading the page) takes this device's own screen back instead of a second one.
 * Storage refused (private mode): one id for this page's life.
 */
let fallback: string | null = null;

function newId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
    const id = newId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    fallback ??= newId();
    return fallback;
  }
}
