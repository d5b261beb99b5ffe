import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cache-headers';
import { contentSecurityPolicy } from './security-headers';

interface Page {
  key: string;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The document's Content-Security-Policy (hashes of its own inline scripts). */
  csp: string;
}

const version = (file: string) => (existsSync(file) ? `${file}@${statSync(file).mtimeMs}` : `${file}@none`);

/**
 * HTML pages made from files on disk, compressed once and rebuilt when a file changes (a build
 * while the server runs). `make` returns null when the page cannot be made yet.
 */
export class HtmlPage {
  private cached: Page | null = null;

  constructor(
    private readonly files: string[],
    private readonly make: (read: (file: string) => string | null) => string | null,
    private readonly policy: (html: string) => string = (html) => contentSecurityPolicy(html),
  ) {}

  private load(): Page | null {
    const key = this.files.map(version).join('|');
    if (this.cached?.key === key) return this.cached;
    const html = this.make((file) => (existsSync(file) ? readFileSync(file, 'utf8') : null));
    if (html === null) return null;
    const raw = Buffer.from(html);
    this.cached = {
      key,
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw),
      csp: this.policy(html),
    };
    return this.cached;
  }

  /** Makes and compresses the page now, so the first visitor does not wait for brotli. */
  warm(): void {
    this.load();
  }

  /** Sends the page; false when it cannot be made (not built). */
  send(request: FastifyRequest, reply: FastifyReply): boolean {
    const page = this.load();
    if (!page) return false;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'Accept-Encoding')
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(page.br);
    else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(page.gzip);
    else reply.send(page.raw);
    return true;
  }
}
