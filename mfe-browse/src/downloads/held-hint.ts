// Whether this browser holds downloads, as one localStorage flag the download manager keeps: a title's
// page loads the manager (its chunk, IndexedDB) at once only then, to show a held title as downloaded
// and carry on an interrupted download; otherwise on the member's intent (issue 28: JS before
// interactive on /content/:id).
const HELD_KEY = 'premieres.downloads.held';

/** True when the manager last saw downloads here (or storage cannot say: then load it, as before). */
export function holdsDownloads(): boolean {
  try {
    return localStorage.getItem(HELD_KEY) === '1';
  } catch {
    return true;
  }
}

export function markHeld(held: boolean): void {
  try {
    if (held) localStorage.setItem(HELD_KEY, '1');
    else localStorage.removeItem(HELD_KEY);
  } catch {
    // Storage refused: holdsDownloads() says true, the manager loads with the page.
  }
}
