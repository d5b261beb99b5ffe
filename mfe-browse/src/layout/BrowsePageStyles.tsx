import { BROWSE_PAGE_CSS } from './browse-page-css';
import { PageStyle } from './PageStyle';

/** The page and row stylesheet; React keeps one copy in <head> however many rows draw it. */
export function BrowsePageStyles() {
  return <PageStyle name="mfe-browse-page" css={BROWSE_PAGE_CSS} />;
}
