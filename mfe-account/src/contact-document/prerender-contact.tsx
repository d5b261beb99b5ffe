// /contact's prerendered document (static-documents/prerender-document.tsx).
import { prerenderDocument } from '../static-documents/prerender-document';
import { ContactDocumentApp } from './ContactDocumentApp';
import { CONTACT_CSS } from './contact-css';

/** The document's name: pages/contact.html (routes.ts declares it). */
export const CONTACT_DOCUMENT = 'contact';
/** The id of the document's <style>. */
export const CONTACT_CSS_ID = 'contact-page-css';

/** The document's files: build path → content. `script`: the island's file in the build. */
export const prerenderContact = (script: string): Promise<Map<string, string>> =>
  prerenderDocument(
    { name: CONTACT_DOCUMENT, App: ContactDocumentApp, css: CONTACT_CSS, cssId: CONTACT_CSS_ID },
    script,
  );
