import { pageStyleNonce } from '@premieres/contracts';

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
