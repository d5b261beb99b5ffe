import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { CHROME_CSS } from './chrome-css';

/** The header's stylesheet and the kit's plain parts; React keeps one copy of each in <head>. */
export function ChromeStyles() {
  return (
    <>
      <KitStyles />
      <PageStyle name="shell-chrome" css={CHROME_CSS} />
    </>
  );
}
