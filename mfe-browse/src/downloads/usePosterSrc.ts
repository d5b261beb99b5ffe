import { readBlob } from '@premieres/downloads-store';
import { useEffect, useState } from 'react';

/** A data: URL of the picture (img-src allows data:; nothing to revoke when the page goes). */
function dataUrl(picture: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    // The type it was served with goes along: an SVG poster draws only as image/svg+xml.
    reader.readAsDataURL(picture);
  });
}

/**
 * The poster kept with a download (so it shows offline), else its URL. A data: URL rather than
 * a blob: one: Playwright's trace snapshots fetch blob: images from the page, which the page's
 * connect-src refuses and the e2e CSP guard then reports.
 */
export function usePosterSrc(licenceId: string, posterUrl: string): string {
  const [src, setSrc] = useState(posterUrl);
  useEffect(() => {
    let live = true;
    readBlob(licenceId, POSTER_FILE)
      .then((picture) => (picture ? dataUrl(picture) : null))
      .then((url) => {
        if (url && live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [licenceId]);
  return src;
}

/** The name the poster is kept under beside the licence's files. */
export const POSTER_FILE = 'poster';
