// The 404 page as a document of its own (issue 28): a path no remote owns is answered with this
// page, prerendered at build time, instead of the whole single-page app drawing 'Oops! Page not
// found' with the UI kit. Plain elements, one small stylesheet and one inline script (its hash is
// in the gateway's policy like every inline script): the stored language's text, home for a
// signed-in member (where the logo leads), and the bad path logged as the shell does.
import {
  CSP_NONCE_META,
  CSP_NONCE_PLACEHOLDER,
  LANGUAGES,
  type Language,
  LOGO_TARGET_PLACEHOLDERS,
  pageTitle,
  SESSION_HINT_KEY,
} from '@premieres/contracts';
import { commonEn, LANGUAGE_STORAGE_KEY } from '@premieres/i18n';
import { commonHi } from '@premieres/i18n/locales/common.hi';
import { commonMl } from '@premieres/i18n/locales/common.ml';
import { shellEn } from '../i18n/shell.en';

// Prerendered with the shell's build, before any remote's declarations are known: the homes are
// stand-ins that the gateway fills with the declared `nav: logo` targets as it serves the page.
const MEMBER_HOME = LOGO_TARGET_PLACEHOLDERS.member;
const VISITOR_HOME = LOGO_TARGET_PLACEHOLDERS.visitor;

/** The shell writes it into its build; the gateway answers unknown paths with it. */
export const NOT_FOUND_DOCUMENT_FILE = '404.html';

interface NotFoundText {
  title: string;
  message: string;
  home: string;
}

const COMMON = { en: commonEn, hi: commonHi, ml: commonMl } satisfies Record<Language, typeof commonEn>;

const textIn = (language: Language): NotFoundText => ({
  title: pageTitle(COMMON[language].errors.notFound),
  message: COMMON[language].errors.notFound,
  home: COMMON[language].actions.returnHome,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CSS = [
  'html{background:#0b0b0f;color:#f5f5f7;color-scheme:dark}',
  "body{margin:0;font-family:'Inter','Noto Sans','Noto Sans Devanagari','Noto Sans Malayalam',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-font-smoothing:antialiased}",
  '.nf{min-height:100vh;display:flex;align-items:center;justify-content:center;text-align:center;padding:1rem;box-sizing:border-box}',
  '.nf h1{margin:0;font-size:3.75rem;font-weight:900;line-height:1;color:#e50914}',
  '.nf p{margin:.5rem 0 0;font-size:1.25rem;color:#b4b4be}',
  '.nf a{display:inline-block;margin-top:1.5rem;color:#fd616d;text-decoration:underline}',
  '.nf a:focus-visible{outline:2px solid #f5303f;outline-offset:2px}',
].join('');

/** The script after the page's elements: runs before the first paint, so nothing flashes. */
function script(): string {
  const others = Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'en').map((language) => [language, textIn(language)]),
  );
  // JSON inside a script: '<' escaped so no text can close the element.
  const strings = JSON.stringify(others).replace(/</g, '\\u003c');
  return [
    '(function(){var s=',
    strings,
    ';try{var l=localStorage.getItem(',
    JSON.stringify(LANGUAGE_STORAGE_KEY),
    '),t=s[l];if(t){document.documentElement.lang=l;document.title=t.title;',
    "document.getElementById('nf-message').textContent=t.message;document.getElementById('nf-home').textContent=t.home}",
    `if(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}))document.getElementById('nf-home').setAttribute('href',${JSON.stringify(MEMBER_HOME)})`,
    "}catch(e){}console.error('[shell] 404: no route for this path',{path:location.pathname})})()",
  ].join('');
}

/** The whole 404 document, in English with the other languages' text in its script. */
export function notFoundDocument(): string {
  const en = textIn('en');
  return [
    '<!doctype html><html lang="en"><head>',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(en.title)}</title><meta name="robots" content="noindex">`,
    '<meta name="theme-color" content="#0b0b0f"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    CSP_NONCE_META,
    `<style nonce="${CSP_NONCE_PLACEHOLDER}">${CSS}</style>`,
    '</head><body><main class="nf"><div>',
    `<h1>${escapeHtml(shellEn.notFound.code)}</h1>`,
    `<p id="nf-message">${escapeHtml(en.message)}</p>`,
    `<a id="nf-home" href="${VISITOR_HOME}">${escapeHtml(en.home)}</a>`,
    `</div></main><script>${script()}</script></body></html>`,
  ].join('');
}
