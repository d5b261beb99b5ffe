// A prerendered page's whole document (no shell, no UI kit), shared by the remotes that prerender
// their own pages at build time (mfe-landing's visitor pages, mfe-account's /contact): the head
// with the page's CSS under the style nonce, the stored-language mark before the first paint, the
// remote's deferred island, and the page in its container. Plain strings: run in Node by each
// remote's print-static-pages.ts.
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER, LANGUAGES, pageTitle } from '@premieres/contracts';
import { LANGUAGE_STORAGE_KEY } from '@premieres/i18n';
import {
  REMOTE_BASE_PLACEHOLDER,
  STATIC_PAGE_ATTRIBUTE,
  STATIC_PAGE_CONTAINER_ID,
  STATIC_PAGES_BASE_ATTRIBUTE,
  STATIC_TRANSLATING_ATTRIBUTE,
} from './static-page-ids';

/** The languages a prerendered page has a copy in besides English. */
export const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** Marks <html> with a stored Hindi or Malayalam choice before the first paint. */
const MARK_OTHER_LANGUAGE = `<script>try{var l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}');if(${JSON.stringify(OTHER_LANGUAGES)}.indexOf(l)>=0)document.documentElement.setAttribute('${STATIC_TRANSLATING_ATTRIBUTE}',l)}catch(e){}</script>`;
const TRANSLATING_CSS = `html[${STATIC_TRANSLATING_ATTRIBUTE}] #${STATIC_PAGE_CONTAINER_ID}{visibility:hidden;animation:sp-reveal 0s 3s forwards}@keyframes sp-reveal{to{visibility:visible}}`;

/** React's hoisted <style> elements: the document's head carries the CSS instead. */
export const HOISTED_STYLE = /<style[^>]*data-precedence[^>]*>[\s\S]*?<\/style>/g;

export interface StaticDocumentParts {
  /** The page's name: pages/<name>.html. */
  name: string;
  /** The page's own title (pageTitle adds the product's name); already HTML-escaped. */
  title: string;
  /** The page's markup (the inside of the container). */
  html: string;
  /** The page's CSS and the id of its <style>. */
  css: string;
  cssId: string;
  /** The island's path inside the remote's build. */
  script: string;
}

/** The whole English document of a prerendered page. */
export function staticDocumentHtml({ name, title, html, css, cssId, script }: StaticDocumentParts): string {
  const safeCss = css.replace(/<\/style/gi, '<\\/style');
  const fullTitle = pageTitle(title);
  return [
    `<!doctype html><html lang="en" ${STATIC_PAGE_ATTRIBUTE}="${name}" ${STATIC_PAGES_BASE_ATTRIBUTE}="${REMOTE_BASE_PLACEHOLDER}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${fullTitle}</title><meta name="description" content="${fullTitle}">`,
    '<meta name="theme-color" content="#0b0b0f"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // The installable app's manifest, as on the landing document.
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icon-192.png">',
    // The server fills in this response's style nonce (contracts' csp-nonce.ts).
    CSP_NONCE_META,
    MARK_OTHER_LANGUAGE,
    `<style id="${cssId}" nonce="${CSP_NONCE_PLACEHOLDER}">${safeCss}${TRANSLATING_CSS}</style>`,
    `<script defer src="${REMOTE_BASE_PLACEHOLDER}${script}"></script>`,
    `</head><body><div id="${STATIC_PAGE_CONTAINER_ID}">${html}</div></body></html>`,
  ].join('');
}
