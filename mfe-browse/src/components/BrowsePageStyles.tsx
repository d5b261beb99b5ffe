import { BROWSE_PAGE_CSS } from './browse-page-css';

/** The page and row stylesheet; React keeps one copy in <head> however many rows draw it. */
export function BrowsePageStyles() {
  return (
    <style href="mfe-browse-page" precedence="default">
      {BROWSE_PAGE_CSS}
    </style>
  );
}
