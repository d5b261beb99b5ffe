// The page's style nonce (CSP `style-src 'nonce-…'`). A document is built with a placeholder where
// the nonce goes; the server that sends it (the gateway, nginx's sub_filter) puts a fresh nonce
// there and in the Content-Security-Policy of that one response. Scripts then give the nonce to
// every <style> they insert (emotion's cache, React's hoisted styles).

/** Stands for the per-response nonce in a stored document and in its policy (base64-safe text). */
export const CSP_NONCE_PLACEHOLDER = 'premieresCspNonce';

/** The <meta> a document carries for its scripts to read the nonce (the browser hides the attribute from the DOM but not from `.nonce`). */
export const CSP_NONCE_META = `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">`;

interface NonceSource {
  querySelector(selector: string): { nonce?: string; getAttribute(name: string): string | null } | null;
}

/** The nonce of the current page, or undefined where there is none (Node, tests, a page without the meta). */
export function pageStyleNonce(
  source: NonceSource | undefined = (globalThis as { document?: NonceSource }).document,
): string | undefined {
  const meta = source?.querySelector('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
