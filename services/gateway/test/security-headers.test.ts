import { createHash } from 'node:crypto';
import { CSP_NONCE_PLACEHOLDER } from '@premieres/contracts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  newNonce,
  nginxSecurityHeaders,
  withNonce,
} from '../src/security-headers';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts that run, not data blocks or scripts with src', () => {
    const html =
      '<script>a()</script><script type="application/json">{"x":1}</script>' +
      '<script defer src="/main.js"></script><script type="module">b()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the page’s own inline scripts by hash only', () => {
    const csp = contentSecurityPolicy('<head><script>go()</script></head>', ['https://cdn.example']);
    expect(csp).toContain(`script-src 'self' https://cdn.example ${sha('go()')};`);
    expect(csp).not.toContain("'unsafe-inline' ;");
  });
});

describe('style nonce', () => {
  it('allows styles from this origin and the response’s nonce only', () => {
    const csp = withNonce(contentSecurityPolicy('<head></head>'), 'abc123==');
    expect(csp).toContain("style-src 'self' 'nonce-abc123==';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('makes a new 128-bit nonce for every response', () => {
    const nonce = newNonce();
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(nonce);
  });

  it('gives nginx its request id as the nonce, filled into documents by sub_filter', () => {
    const conf = nginxSecurityHeaders(['<head></head>']);
    expect(conf).toContain("style-src 'self' 'nonce-$request_id';");
    expect(conf).toContain(`sub_filter "${CSP_NONCE_PLACEHOLDER}" "$request_id";`);
    expect(conf).toContain('sub_filter_once off;');
    expect(conf).not.toContain('unsafe-inline');
  });
});
