// The landing document (/, /home, /index), rendered in Node by react-dom/server: `npm start` and
// the release build write it into this remote's build (dist/landing.html), so the first paint needs
// no JavaScript and no browser on the machine. The page is the whole document: the shell is not on
// it; the islands bundle (src/islands) makes it interactive.

import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER, STARTING_PRICE } from '@premieres/contracts';
import { i18n, initI18n, LANGUAGE_STORAGE_KEY } from '@premieres/i18n';
import { renderToString } from 'react-dom/server';
import './i18n/registerLandingStrings';
import { LANDING_NS } from './i18n/namespace';
import { LANDING_CONTAINER_ID, TRANSLATING_ATTRIBUTE } from './islands/ids';
import { LandingPage } from './landing/LandingPage';
import { LANDING_CSS_ID } from './landing/LandingStyles';
import { LANDING_CSS } from './landing/landing-css';

/** Where the document refers to this remote's own files: filled by the gateway and the deploy. */
export const REMOTE_BASE_PLACEHOLDER = '{{remote}}';

export interface PrerenderedPage {
  /** The page's markup, without the <style> React hoists (the CSS travels in `css`). */
  html: string;
  css: string;
}

const HOISTED_STYLE = /<style[^>]*data-precedence[^>]*>[\s\S]*?<\/style>/g;

/** The English landing page as a visitor's browser first paints it (no trending grid until the API answers). */
export function prerenderLandingPage(): PrerenderedPage {
  initI18n({ language: 'en' });
  // LandingPage itself (no router, no Suspense): the islands bundle hydrates exactly this tree.
  const html = renderToString(<LandingPage />);
  return { html: html.replace(HOISTED_STYLE, ''), css: LANDING_CSS };
}

/** Hides the English copy for a visitor who chose another language (see TRANSLATING_ATTRIBUTE). */
const HIDE_FOR_OTHER_LANGUAGE = `<script>try{var l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}');if(l&&l!=='en')document.documentElement.setAttribute('${TRANSLATING_ATTRIBUTE}','')}catch(e){}</script>`;
const TRANSLATING_CSS = `html[${TRANSLATING_ATTRIBUTE}] #${LANDING_CONTAINER_ID}{visibility:hidden;animation:landing-reveal 0s 3s forwards}@keyframes landing-reveal{to{visibility:visible}}`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The complete landing document: head (title, description, CSS), the prerendered page in
 * #landing, and the islands bundle (`islandsScript`: its path inside this remote's build).
 */
export function landingDocument(page: PrerenderedPage, islandsScript: string): string {
  const t = i18n.getFixedT('en', LANDING_NS);
  const description = `${t('hero.headline')}. ${t('hero.startsAt', { price: STARTING_PRICE })}`;
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  return [
    '<!doctype html><html lang="en"><head>',
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>premieres</title><meta name="description" content="${escapeAttribute(description)}">`,
    '<meta name="theme-color" content="#0b0b0f"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // The installable app's manifest (the shell's build serves it with its icons).
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="/icon-192.png">',
    // The server fills in this response's style nonce (contracts' csp-nonce.ts).
    CSP_NONCE_META,
    HIDE_FOR_OTHER_LANGUAGE,
    `<style id="${LANDING_CSS_ID}" nonce="${CSP_NONCE_PLACEHOLDER}">${css}${TRANSLATING_CSS}</style>`,
    `<script defer src="${REMOTE_BASE_PLACEHOLDER}${islandsScript}"></script>`,
    `</head><body><div id="${LANDING_CONTAINER_ID}">${page.html}</div></body></html>`,
  ].join('');
}
