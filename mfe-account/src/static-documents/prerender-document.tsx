// One of this remote's prerendered documents (/contact, /auth), rendered in Node by
// react-dom/server at build time (the gateway's prerender step runs src/print-static-pages.ts):
// the whole document in English, and the inside of its container in Hindi and Malayalam, which
// the island puts in place for a visitor who chose that language. The first paint needs no
// JavaScript.
import { i18n, initI18n } from '@premieres/i18n';
import { commonHi } from '@premieres/i18n/locales/common.hi';
import { commonMl } from '@premieres/i18n/locales/common.ml';
import { HOISTED_STYLE, OTHER_LANGUAGES, staticDocumentHtml } from '@premieres/ui/plain/static-document';
import { STATIC_PAGE_CSS } from '@premieres/ui/plain/static-page-css';
import { staticDocumentFile, staticTranslationFile } from '@premieres/ui/plain/static-page-ids';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { accountEn } from '../i18n/account.en';
import { accountHi } from '../i18n/account.hi';
import { accountMl } from '../i18n/account.ml';

export interface StaticDocument {
  /** pages/<name>.html (routes.ts declares it). */
  name: string;
  /** The page, as the island hydrates it. */
  App: ComponentType;
  /** The page's own styles, after the static pages' shared sheet. */
  css: string;
  /** The id of the document's <style>. */
  cssId: string;
  /** An inline script that must run before the first paint, placed before the <style>. */
  headScript?: string;
}

/** The page's markup in one language, and its title. */
async function renderPage(App: ComponentType, language: string): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  const html = renderToString(<App />).replace(HOISTED_STYLE, '');
  const title = /^<main[^>]*\bdata-title="([^"]*)"/.exec(html)?.[1] ?? '';
  return { html, title };
}

/** The document's files: build path → content. `script`: the island's file in the build. */
export async function prerenderDocument(page: StaticDocument, script: string): Promise<Map<string, string>> {
  initI18n({ language: 'en' });
  // Every language's strings at hand (in the browser, Hindi and Malayalam are chunks).
  i18n.addResourceBundle('en', 'account', accountEn, true, true);
  i18n.addResourceBundle('hi', 'account', accountHi, true, true);
  i18n.addResourceBundle('ml', 'account', accountMl, true, true);
  i18n.addResourceBundle('hi', 'common', commonHi, true, true);
  i18n.addResourceBundle('ml', 'common', commonMl, true, true);
  const files = new Map<string, string>();
  for (const language of OTHER_LANGUAGES) {
    files.set(staticTranslationFile(language, page.name), (await renderPage(page.App, language)).html);
  }
  const english = await renderPage(page.App, 'en');
  const document = staticDocumentHtml({
    name: page.name,
    title: english.title,
    html: english.html,
    css: `${STATIC_PAGE_CSS}${page.css}`,
    cssId: page.cssId,
    script,
  });
  const style = `<style id="${page.cssId}"`;
  // An inline script runs where it stands: before the <style> that reads what it marks.
  files.set(
    staticDocumentFile(page.name),
    page.headScript ? document.replace(style, `${page.headScript}${style}`) : document,
  );
  return files;
}
