import { localTrailerUrl } from '@premieres/contracts';
import { useEffect, useState } from 'react';

/**
 * When a video-site trailer cannot load: the title's own HLS trailer if it has one (its public
 * master playlist answers), else null. Undefined while asking.
 */
export function useLocalTrailer(movieId: string | undefined, wanted: boolean): string | null | undefined {
  const [found, setFound] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    if (!movieId) return setFound(null);
    const url = localTrailerUrl(movieId);
    let current = true;
    fetch(url, { method: 'HEAD', cache: 'no-store' })
      .then((res) => res.ok)
      .catch(() => false)
      .then((ok) => {
        if (current) setFound(ok ? url : null);
      });
    return () => {
      current = false;
    };
  }, [movieId, wanted]);
  return wanted ? found : undefined;
}
