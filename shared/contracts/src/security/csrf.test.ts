import { CSRF } from '../constants';
import { generateCsrfToken, isValidCsrfToken } from './csrf';

describe('generateCsrfToken', () => {
  it('gives 32 characters from the 64-character alphabet', () => {
    expect(CSRF.alphabet).toHaveLength(64);
    expect(new Set(CSRF.alphabet).size).toBe(64);
    const token = generateCsrfToken();
    expect(token).toHaveLength(32);
    for (const ch of token) expect(CSRF.alphabet).toContain(ch);
    expect(isValidCsrfToken(token)).toBe(true);
  });

  it('differs between calls with the default crypto source', () => {
    expect(generateCsrfToken()).not.toBe(generateCsrfToken());
  });

  it('maps random bytes onto the alphabet (byte mod 64)', () => {
    const fill = (bytes: Uint8Array) => {
      bytes.forEach((_, i) => {
        bytes[i] = i * 9; // 0, 9, ..., 279 → wraps at 256
      });
      return bytes;
    };
    const token = generateCsrfToken(fill);
    expect(token[0]).toBe('A');
    expect(token[1]).toBe(CSRF.alphabet[9]);
    expect(token[31]).toBe(CSRF.alphabet[((31 * 9) % 256) % 64]);
    expect(generateCsrfToken((bytes) => bytes.fill(255))).toBe('_'.repeat(32));
  });

  it('accepts crypto.getRandomValues bound to crypto', () => {
    expect(generateCsrfToken(globalThis.crypto.getRandomValues.bind(globalThis.crypto))).toHaveLength(32);
  });
});

describe('isValidCsrfToken', () => {
  it('refuses wrong length, wrong characters and non-strings', () => {
    expect(isValidCsrfToken('a'.repeat(31))).toBe(false);
    expect(isValidCsrfToken('a'.repeat(33))).toBe(false);
    expect(isValidCsrfToken(`${'a'.repeat(31)}+`)).toBe(false);
    expect(isValidCsrfToken(undefined)).toBe(false);
    expect(isValidCsrfToken(`${'a'.repeat(30)}-_`)).toBe(true);
  });
});
