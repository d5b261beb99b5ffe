import { CSRF } from '../constants';

/** Fills the array in place with random bytes, like `crypto.getRandomValues`. */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => unknown;

// Called through crypto: an unbound getRandomValues throws 'Illegal invocation' in browsers.
const defaultRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** 32 characters from the 64-character alphabet; 256 is a multiple of 64, so byte & 63 is unbiased. */
export function generateCsrfToken(random: RandomFill = defaultRandom): string {
  const bytes = new Uint8Array(CSRF.length);
  random(bytes);
  let token = '';
  for (const byte of bytes) token += CSRF.alphabet.charAt(byte & 63);
  return token;
}

// CSRF.alphabet, CSRF.length characters.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function isValidCsrfToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
