// A page prerendered at build time sits in #prerender (outside React's #root) with its CSS in
// #prerender-css, so the first paint does not wait for JavaScript. It is removed the moment the
// live page (or its fallback) commits.
const PRERENDER_ID = 'prerender';
const PRERENDER_CSS_ID = 'prerender-css';

export function hasPrerender(): boolean {
  return typeof document !== 'undefined' && document.getElementById(PRERENDER_ID) !== null;
}

export function removePrerender(): void {
  document.getElementById(PRERENDER_ID)?.remove();
  document.getElementById(PRERENDER_CSS_ID)?.remove();
}
