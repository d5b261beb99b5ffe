import { createHash, randomBytes } from 'node:crypto';
import { CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The gateway's security headers, in this one place (deploy/nginx carries the same policy for
 * production). Pages get a strict Content-Security-Policy: scripts only from this origin, the
 * configured remote origins, and the hashes of the page's own inline scripts; no eval, no inline
 * handlers, no framing of our pages. Styles only from this origin and elements carrying the
 * response's nonce (no style attributes in markup). A new inline script or third-party origin
 * changes this file.
 */

/** Video sites whose players staff may link as a trailer (contracts' video-embed.ts). */
const EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** Where the browser reports what the policy blocked (schema-checked and rate-limited by the API). */
export const CSP_REPORT_PATH = '/api/csp-reports';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources of the document's inline scripts that run (data blocks such as JSON do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The page's Content-Security-Policy. `remoteOrigins`: origins remotes load from besides ours. */
export function contentSecurityPolicy(html: string, remoteOrigins: readonly string[] = []): string {
  const remotes = [...new Set(remoteOrigins)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScriptHashes(html)],
    // The document's own <style> elements, Chakra's (emotion) and React's hoisted ones carry the
    // response's nonce (contracts' csp-nonce.ts); styles set through the CSSOM are not inline markup.
    'style-src': ["'self'", `'nonce-${CSP_NONCE_PLACEHOLDER}'`],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // hls.js plays through MediaSource (blob:) and gives subtitle tracks an empty `data:,WEBVTT`
    // source; staff may link a film hosted by another service.
    'media-src': ["'self'", 'blob:', 'data:', 'https:'],
    'connect-src': ["'self'", ...remotes],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': EMBED_ORIGINS,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The document or policy with the response's nonce where the placeholder stands. */
export function withNonce(text: string, nonce: string): string {
  return text.split(CSP_NONCE_PLACEHOLDER).join(nonce);
}

/** Headers of every answer the front end gives (documents add their CSP). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self), picture-in-picture=(self)',
  'cross-origin-opener-policy': 'same-origin',
};

/** Adds the base headers to every front-end answer; the API's own (helmet) stay as they are. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) return payload;
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

/** HSTS for the TLS server of production (plain-HTTP development has none to send). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/**
 * The same headers as nginx `add_header` lines (deploy/nginx), for the documents nginx serves:
 * one policy allowing the union of their inline scripts' hashes, plus HSTS. The nonce is nginx's
 * `$request_id` (128 random bits per request), filled into the documents by `sub_filter`.
 */
export function nginxSecurityHeaders(
  documents: readonly string[],
  remoteOrigins: readonly string[] = [],
): string {
  const csp = withNonce(contentSecurityPolicy(documents.join('\n'), remoteOrigins), '$request_id');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    ...Object.fromEntries(
      Object.entries(BASE_SECURITY_HEADERS).map(([name, value]) => [
        name.replace(/(^|-)\w/g, (c) => c.toUpperCase()),
        value,
      ]),
    ),
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  };
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  // Documents are filled in as they are sent (text/html only); their .gz/.br are not shipped.
  const nonce = [`sub_filter "${CSP_NONCE_PLACEHOLDER}" "$request_id";`, 'sub_filter_once off;'];
  return `# Generated from services/gateway/src/security-headers.ts by deploy/scripts/nginx-security-headers.ts.\n${[...lines, ...nonce].join('\n')}\n`;
}
