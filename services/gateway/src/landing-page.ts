// The landing remote owns the whole document of its prerendered routes (/, /home, /index): its
// build holds dist/landing.html (written by prerender.ts from mfe-landing's prerender module), a
// complete page with the prerendered markup and the islands bundle, and no shell. The document
// refers to the remote's own files as `{{remote}}<file>`: the gateway serves them at
// /remotes/mfe-landing/, a versioned deploy at /remotes/mfe-landing/<version>/
// (deploy/scripts/package-artifact.sh fills it in).

export const LANDING_DOCUMENT_FILE = 'landing.html';
export const REMOTE_BASE_PLACEHOLDER = '{{remote}}';

/** The stored document with its `{{remote}}` references pointed at where the remote is served. */
export function fillRemoteBase(document: string, remoteBase: string): string {
  return document.split(REMOTE_BASE_PLACEHOLDER).join(remoteBase);
}
