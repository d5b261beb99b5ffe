import { pageTitle } from '@premieres/contracts';
import { useEffect } from 'react';

/**
 * Sets the tab's title to 'Page · premieres' while the page is shown, and puts the previous one
 * back when it goes (an effect, so the prerendered landing page keeps its own).
 */
export function DocumentTitle({ page }: { page: string }): null {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
  return null;
}
