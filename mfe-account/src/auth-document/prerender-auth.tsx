// /auth's prerendered document, rendered in Node by react-dom/server at build time (the gateway's
// prerender step runs src/print-static-pages.ts): the whole document in English with the head
// script that marks the query's tab and a returning member before the first paint, and the inside
// of its container in Hindi and Malayalam, which the island puts in place for a visitor who chose
// that language. The first paint needs no JavaScript.
import { i18n, initI18n } from '@premieres/i18n';
import { commonHi } from '@premieres/i18n/locales/common.hi';
import { commonMl } from '@premieres/i18n/locales/common.ml';
import { HOISTED_STYLE, OTHER_LANGUAGES, staticDocumentHtml } from '@premieres/ui/plain/static-document';
import { STATIC_PAGE_CSS } from '@premieres/ui/plain/static-page-css';
import { staticDocumentFile, staticTranslationFile } from '@premieres/ui/plain/static-page-ids';
import { renderToString } from 'react-dom/server';
import { accountEn } from '../i18n/account.en';
import { accountHi } from '../i18n/account.hi';
import { accountMl } from '../i18n/account.ml';
import { AuthDocumentApp } from './AuthDocumentApp';
import { AUTH_CSS } from './auth-css';
import { AUTH_HEAD_SCRIPT } from './auth-head-script';

/** The document's name: pages/auth.html (routes.ts declares it). */
export const AUTH_DOCUMENT = 'auth';
/** The id of the document's <style>. */
export const AUTH_CSS_ID = 'auth-page-css';

/** The page's markup in one language, and its title. */
async function renderPage(language: string): Promise<{ html: string; title: string }> {
  await i18n.changeLanguage(language);
  const html = renderToString(<AuthDocumentApp />).replace(HOISTED_STYLE, '');
  const title = /^<main[^>]*\bdata-title="([^"]*)"/.exec(html)?.[1] ?? '';
  return { html, title };
}

/** The document's files: build path → content. `script`: the island's file in the build. */
export async function prerenderAuth(script: string): Promise<Map<string, string>> {
  initI18n({ language: 'en' });
  // Every language's strings at hand (in the browser, Hindi and Malayalam are chunks).
  i18n.addResourceBundle('en', 'account', accountEn, true, true);
  i18n.addResourceBundle('hi', 'account', accountHi, true, true);
  i18n.addResourceBundle('ml', 'account', accountMl, true, true);
  i18n.addResourceBundle('hi', 'common', commonHi, true, true);
  i18n.addResourceBundle('ml', 'common', commonMl, true, true);
  const files = new Map<string, string>();
  for (const language of OTHER_LANGUAGES) {
    files.set(staticTranslationFile(language, AUTH_DOCUMENT), (await renderPage(language)).html);
  }
  const english = await renderPage('en');
  const document = staticDocumentHtml({
    name: AUTH_DOCUMENT,
    title: english.title,
    html: english.html,
    css: `${STATIC_PAGE_CSS}${AUTH_CSS}`,
    cssId: AUTH_CSS_ID,
    script,
  });
  // The marks go on <html> before the <style> that reads them (an inline script runs where it stands).
  files.set(
    staticDocumentFile(AUTH_DOCUMENT),
    document.replace(`<style id="${AUTH_CSS_ID}"`, `${AUTH_HEAD_SCRIPT}<style id="${AUTH_CSS_ID}"`),
  );
  return files;
}
