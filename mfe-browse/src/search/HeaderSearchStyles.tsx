import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { HEADER_SEARCH_CSS } from './header-search-css';

/** The header search's stylesheet and the kit's plain parts (one copy each in <head>). */
export function HeaderSearchStyles() {
  return (
    <>
      <KitStyles />
      <PageStyle name="mfe-browse-header-search" css={HEADER_SEARCH_CSS} />
    </>
  );
}
