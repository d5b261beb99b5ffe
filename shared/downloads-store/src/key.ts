/**
 * The licence's AES-128 key as a CryptoKey that cannot be exported (extractable false): scripts
 * can ask the browser to decrypt with it, never read its bytes back. It is stored as is in
 * IndexedDB (structured clone keeps it non-extractable) and the base64 text is dropped.
 */
export function importLicenceKey(base64: string): Promise<CryptoKey> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  if (bytes.length !== 16) throw new Error('A licence key is 16 bytes');
  return crypto.subtle.importKey('raw', bytes, { name: 'AES-CBC' }, false, ['decrypt']);
}
