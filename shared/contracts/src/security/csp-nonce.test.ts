import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER, pageStyleNonce } from './csp-nonce';

const pageWith = (meta: { nonce?: string; attribute: string | null } | null) => ({
  querySelector: (selector: string) =>
    selector === 'meta[property="csp-nonce"]' && meta
      ? { nonce: meta.nonce, getAttribute: (name: string) => (name === 'nonce' ? meta.attribute : null) }
      : null,
});

describe('pageStyleNonce', () => {
  it('reads the nonce property, which browsers keep after hiding the attribute', () => {
    expect(pageStyleNonce(pageWith({ nonce: 'abc', attribute: '' }))).toBe('abc');
  });

  it('falls back to the attribute (DOMs without the nonce property)', () => {
    expect(pageStyleNonce(pageWith({ attribute: 'xyz' }))).toBe('xyz');
  });

  it('is undefined without the meta, and in Node', () => {
    expect(pageStyleNonce(pageWith(null))).toBeUndefined();
    expect(pageStyleNonce()).toBeUndefined();
  });

  it('marks the meta with the placeholder a server fills in', () => {
    expect(CSP_NONCE_META).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
    expect(CSP_NONCE_PLACEHOLDER).toMatch(/^[A-Za-z0-9+/]+$/);
  });
});
