import { PageStyle } from '@premieres/ui/plain/PageStyle';
import { BROWSE_PAGE_CSS } from './browse-page-css';

/** The page and row stylesheet; React keeps one copy in <head> however many rows draw it. */
export function BrowsePageStyles() {
  return <PageStyle name="mfe-browse-page" css={BROWSE_PAGE_CSS} />;
}
