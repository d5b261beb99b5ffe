// /auth's prerendered document (static-documents/prerender-document.tsx), with the head script
// that marks the query's tab and a returning member before the first paint.
import { prerenderDocument } from '../static-documents/prerender-document';
import { AuthDocumentApp } from './AuthDocumentApp';
import { AUTH_CSS } from './auth-css';
import { AUTH_HEAD_SCRIPT } from './auth-head-script';

/** The document's name: pages/auth.html (routes.ts declares it). */
export const AUTH_DOCUMENT = 'auth';
/** The id of the document's <style>. */
export const AUTH_CSS_ID = 'auth-page-css';

/** The document's files: build path → content. `script`: the island's file in the build. */
export const prerenderAuth = (script: string): Promise<Map<string, string>> =>
  prerenderDocument(
    {
      name: AUTH_DOCUMENT,
      App: AuthDocumentApp,
      css: AUTH_CSS,
      cssId: AUTH_CSS_ID,
      headScript: AUTH_HEAD_SCRIPT,
    },
    script,
  );
