// Plain (no UI kit): a toast from a page drawn without the kit. Imported by path.
import { TOAST } from '@premieres/contracts';
import { loadUiKit } from './ui-island';

/** Sent before the kit loads for a toast: the shell then mounts the toast view (its ToasterHost). */
export const TOAST_WANTED_EVENT = 'premieres:toast-wanted';

export type PlainToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Shows a toast as the kit's `notify` does, loading the kit first when the page has not: the
 * member's action answers at once and the toast follows the kit's download.
 */
export function notify(kind: PlainToastKind, title: string, description?: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_WANTED_EVENT));
  void loadUiKit().then(
    (kit) => kit.notify(kind, title, description),
    () => showWithoutKit(title, description),
  );
}

/** The kit could not load (offline, a failed release): the message is still read and seen. */
function showWithoutKit(title: string, description?: string): void {
  if (typeof document === 'undefined') return;
  const note = document.createElement('div');
  note.setAttribute('role', 'status');
  note.textContent = description ? `${title}: ${description}` : title;
  Object.assign(note.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '1400',
    padding: '0.75rem 1rem',
    borderRadius: '0.5rem',
    background: '#1a1a22',
    color: '#f5f5f7',
  });
  document.body.append(note);
  setTimeout(() => note.remove(), TOAST.durationMs);
}
