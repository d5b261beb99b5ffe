import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

// The contact document's toasts: the Chakra page's notify() without the UI kit. A toast shows for
// TOAST_MS, then goes; the list is a polite live region.
export const TOAST_MS = 5_000;

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description: string;
}

type Notify = (kind: Toast['kind'], title: string, description: string) => void;

const NotifyContext = createContext<Notify>(() => {});

/** Shows a toast (the form's success and failures). */
export const useNotify = (): Notify => useContext(NotifyContext);

export function Toasts({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const next = useRef(0);
  const notify = useCallback<Notify>((kind, title, description) => {
    next.current += 1;
    const id = next.current;
    setToasts((shown) => [...shown, { id, kind, title, description }]);
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <ol className="cp-toasts" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            onGone={() => setToasts((shown) => shown.filter((t) => t.id !== toast.id))}
          />
        ))}
      </ol>
    </NotifyContext.Provider>
  );
}

function ToastItem({ toast, onGone }: { toast: Toast; onGone: () => void }) {
  const gone = useRef(onGone);
  gone.current = onGone;
  useEffect(() => {
    const timer = setTimeout(() => gone.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <li className={toast.kind === 'error' ? 'cp-toast cp-toast-error' : 'cp-toast'} role="status">
      <div className="cp-toast-title">{toast.title}</div>
      <div>{toast.description}</div>
    </li>
  );
}
