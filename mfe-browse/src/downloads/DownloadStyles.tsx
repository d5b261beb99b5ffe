import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { DOWNLOAD_CSS } from './download-css';

/** The Download control's stylesheet and the kit's plain parts; React keeps one copy of each. */
export function DownloadStyles() {
  return (
    <>
      <KitStyles />
      <PageStyle name="mfe-browse-download" css={DOWNLOAD_CSS} />
    </>
  );
}
