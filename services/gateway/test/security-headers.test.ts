import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/security-headers';

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
