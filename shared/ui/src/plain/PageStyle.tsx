// Plain React (no UI kit): imported by path.
import { pageStyleNonce } from '@premieres/contracts';
import { KIT_CSS } from './kit-css';

// Read once: the page's policy allows <style> elements carrying this response's nonce only.
const nonce = pageStyleNonce();

/** One stylesheet React keeps once in <head> however often it is drawn (keyed by `name`). */
export function PageStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={name} precedence="default" nonce={nonce}>
      {css}
    </style>
  );
}

/** The kit's everyday parts without the kit (`pk-` classes, kit-css.ts): draw it with the parts. */
export function KitStyles() {
  return <PageStyle name="premieres-plain-kit" css={KIT_CSS} />;
}
