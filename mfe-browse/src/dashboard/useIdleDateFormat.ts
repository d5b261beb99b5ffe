import { startTransition, useEffect, useState } from 'react';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The language's medium date format, made in a task of its own when the browser is idle: the
 * page's first Intl.DateTimeFormat costs ~45-100 ms at 4x CPU (the browser loads its date data),
 * which made the dashboard's first draw one long task (issue 28, Total Blocking Time). Null until
 * then (the caller leaves the date out meanwhile); the same format afterwards, for the page's life.
 * `wanted` false (nothing to format) makes none.
 */
export function useIdleDateFormat(language: string, wanted: boolean): Intl.DateTimeFormat | null {
  const [, setMade] = useState(0);
  useEffect(() => {
    if (!wanted || formats.has(language)) return;
    const make = () => {
      formats.set(language, new Intl.DateTimeFormat(language, { dateStyle: 'medium' }));
      startTransition(() => setMade((count) => count + 1));
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(make, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(make, 0);
    return () => clearTimeout(id);
  }, [language, wanted]);
  return formats.get(language) ?? null;
}
