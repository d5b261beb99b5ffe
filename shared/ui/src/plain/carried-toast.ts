// A toast that outlives a full navigation: a prerendered page's island (mfe-account's /auth
// document) shows its success toast and then leaves for a page of the app with a document load;
// the shell shows the toast there (shell/src/chrome/DeferredToaster.tsx), as the React page's
// toast follows the member onto the next page. sessionStorage: this tab only. No imports, so an
// island stays small.
const KEY = 'premieres-carried-toast';

export interface CarriedToast {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps a toast for the next page this tab opens (replacing one kept before). */
export function carryToast(toast: CarriedToast): void {
  try {
    store()?.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Storage full or disabled: the toast stays on this page only.
  }
}

const isCarried = (value: unknown): value is CarriedToast => {
  const toast = value as Partial<CarriedToast> | null;
  return (
    (toast?.kind === 'success' || toast?.kind === 'error') &&
    typeof toast.title === 'string' &&
    typeof toast.description === 'string'
  );
};

/** The toast a previous page kept, taken once; null when there is none (or it is not one). */
export function takeCarriedToast(): CarriedToast | null {
  const raw = store()?.getItem(KEY) ?? null;
  if (raw === null) return null;
  store()?.removeItem(KEY);
  try {
    const value: unknown = JSON.parse(raw);
    return isCarried(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a previous page kept a toast for this one (it stays kept until taken). */
export function hasCarriedToast(): boolean {
  return store()?.getItem(KEY) != null;
}
