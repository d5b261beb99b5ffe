import { AppToaster, notify, toaster } from '@premieres/ui';
import { takeCarriedToast } from '@premieres/ui/plain/carried-toast';
import { useEffect, useState } from 'react';

/**
 * Mounts the toast view when the first toast is created (it then shows toasts created before it
 * mounted): a visitor's first page does not download it. A toast the previous page carried over
 * a full navigation (the prerendered /auth's 'Welcome back!') is shown here.
 */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) notify(carried.kind, carried.title, carried.description);
  }, []);
  return needed ? <AppToaster /> : null;
}
