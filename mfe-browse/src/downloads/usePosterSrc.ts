import { readFile } from '@premieres/downloads-store';
import { useEffect, useState } from 'react';

/** The poster kept with a download (so it shows offline), else its URL. */
export function usePosterSrc(licenceId: string, posterUrl: string): string {
  const [src, setSrc] = useState(posterUrl);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    readFile(licenceId, POSTER_FILE)
      .then((bytes) => {
        if (!bytes || !live) return;
        url = URL.createObjectURL(new Blob([bytes]));
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [licenceId]);
  return src;
}

/** The name the poster is kept under beside the licence's files. */
export const POSTER_FILE = 'poster';
