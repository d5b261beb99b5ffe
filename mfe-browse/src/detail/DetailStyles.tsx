import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { DETAIL_CSS } from './detail-css';

/** The title page's stylesheet and the kit's plain parts; React keeps one copy of each in <head>. */
export function DetailStyles() {
  return (
    <>
      <KitStyles />
      <PageStyle name="mfe-browse-detail" css={DETAIL_CSS} />
    </>
  );
}
