// The static visitor pages' documents, rendered in Node by react-dom/server at build time (the
// gateway's prerender step and the release build run src/print-static-pages.ts): each page's whole
// document in English, plus the inside of its container in Hindi and Malayalam. The first paint
// needs no JavaScript; a few-KB island (island.ts) handles Back and a stored language.
import { i18n, initI18n } from '@premieres/i18n';
import { HOISTED_STYLE, OTHER_LANGUAGES, staticDocumentHtml } from '@premieres/ui/plain/static-document';
import { renderToString } from 'react-dom/server';
import '../i18n/registerLandingStrings';
import '../i18n/registerPageStrings';
import '../islands/bundled-common';
import { type IslandEntry, STATIC_DOCUMENTS, type StaticDocument } from './documents';
import { staticDocumentFile, staticTranslationFile } from './ids';
import { STATIC_PAGE_CSS_ID } from './StaticPageStyles';
import { STATIC_PAGE_CSS } from './static-page-css';

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
    files.set(
      staticDocumentFile(document.name),
      staticDocumentHtml({
        name: document.name,
        title: english.title,
        html: english.html,
        css: STATIC_PAGE_CSS,
        cssId: STATIC_PAGE_CSS_ID,
        script: scripts[document.island],
      }),
    );
  }
  return files;
}
