// The static visitor pages' documents, rendered in Node by react-dom/server at build time (the
// gateway's prerender step and the release build run src/print-static-pages.ts): each page's whole
// document in English, plus the inside of its container in Hindi and Malayalam. The first paint
// needs no JavaScript; a few-KB island (island.ts) handles Back and a stored language.
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER, LANGUAGES, pageTitle } from '@premieres/contracts';
import { i18n, initI18n, LANGUAGE_STORAGE_KEY } from '@premieres/i18n';
import { renderToString } from 'react-dom/server';
import '../i18n/registerLandingStrings';
import '../i18n/registerPageStrings';
import '../islands/bundled-common';
import { REMOTE_BASE_PLACEHOLDER } from '../prerender';
import { type IslandEntry, STATIC_DOCUMENTS, type StaticDocument } from './documents';
import {
  STATIC_PAGE_ATTRIBUTE,
  STATIC_PAGE_CONTAINER_ID,
  STATIC_PAGES_BASE_ATTRIBUTE,
  STATIC_TRANSLATING_ATTRIBUTE,
  staticDocumentFile,
  staticTranslationFile,
} from './ids';
import { STATIC_PAGE_CSS_ID } from './StaticPageStyles';
import { STATIC_PAGE_CSS } from './static-page-css';

const HOISTED_STYLE = /<style[^>]*data-precedence[^>]*>[\s\S]*?<\/style>/g;
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** Marks <html> with a stored Hindi or Malayalam choice before the first paint (see ids.ts). */
const MARK_OTHER_LANGUAGE = `<script>try{var l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}');if(${JSON.stringify(OTHER_LANGUAGES)}.indexOf(l)>=0)document.documentElement.setAttribute('${STATIC_TRANSLATING_ATTRIBUTE}',l)}catch(e){}</script>`;
const TRANSLATING_CSS = `html[${STATIC_TRANSLATING_ATTRIBUTE}] #${STATIC_PAGE_CONTAINER_ID}{visibility:hidden;animation:sp-reveal 0s 3s forwards}@keyframes sp-reveal{to{visibility:visible}}`;

/** The page's markup in one language (without the <style> React hoists: the head carries the CSS). */
async function renderPage(
  document: StaticDocument,
  language: string,
): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  const html = renderToString(<document.Page />).replace(HOISTED_STYLE, '');
  const title = /^<main[^>]*\bdata-title="([^"]*)"/.exec(html)?.[1] ?? '';
  return { html, title };
}

/** The whole English document of a static page; `script`: its island's path inside this build. */
function staticDocument(
  document: StaticDocument,
  page: { html: string; title: string },
  script: string,
): string {
  const css = STATIC_PAGE_CSS.replace(/<\/style/gi, '<\\/style');
  // The title was escaped by React in the attribute; pageTitle adds the product's name.
  const title = pageTitle(page.title);
  return [
    `<!doctype html><html lang="en" ${STATIC_PAGE_ATTRIBUTE}="${document.name}" ${STATIC_PAGES_BASE_ATTRIBUTE}="${REMOTE_BASE_PLACEHOLDER}"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title><meta name="description" content="${title}">`,
    '<meta name="theme-color" content="#0b0b0f"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // The installable app's manifest, as on the landing document.
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icon-192.png">',
    // The server fills in this response's style nonce (contracts' csp-nonce.ts).
    CSP_NONCE_META,
    MARK_OTHER_LANGUAGE,
    `<style id="${STATIC_PAGE_CSS_ID}" nonce="${CSP_NONCE_PLACEHOLDER}">${css}${TRANSLATING_CSS}</style>`,
    `<script defer src="${REMOTE_BASE_PLACEHOLDER}${script}"></script>`,
    `</head><body><div id="${STATIC_PAGE_CONTAINER_ID}">${page.html}</div></body></html>`,
  ].join('');
}

/** Every static page's files: build path → content. `scripts`: each island entry's file in the build. */
export async function prerenderStaticPages(
  scripts: Record<IslandEntry, string>,
): Promise<Map<string, string>> {
  initI18n({ language: 'en' });
  const files = new Map<string, string>();
  for (const document of STATIC_DOCUMENTS) {
    // The text pages' island puts these copies in place; the speed test's renders its own.
    for (const language of document.island === 'static-pages' ? OTHER_LANGUAGES : []) {
      files.set(staticTranslationFile(language, document.name), (await renderPage(document, language)).html);
    }
    const english = await renderPage(document, 'en');
    files.set(staticDocumentFile(document.name), staticDocument(document, english, scripts[document.island]));
  }
  return files;
}
