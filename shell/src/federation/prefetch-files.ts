import { fetchExposeFiles } from './expose-files';

const asked = new Set<string>();

/**
 * Downloads files into the HTTP cache at the browser's lowest priority without running them
 * (`<link rel="prefetch">`): a later <script> of the same URL takes them from the cache. Each URL
 * is asked once per page.
 */
export function prefetchFiles(urls: readonly string[], doc: Document = document): void {
  for (const url of urls) {
    if (asked.has(url)) continue;
    asked.add(url);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', 'script');
    link.href = url;
    doc.head.appendChild(link);
  }
}

/** The visitor asked the browser to save data (Data Saver): nothing is downloaded ahead. */
function savingData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Prefetches what loading `<remote>/<expose>` will ask for (expose-files.ts), unless the visitor
 * saves data. A failure only costs the head start: the later load fetches the files itself and
 * reports its own errors.
 */
export async function prefetchExpose(remote: string, expose: string): Promise<void> {
  if (savingData()) return;
  try {
    prefetchFiles(await fetchExposeFiles(remote, expose));
  } catch {
    // The load on intent or on open tries again.
  }
}
