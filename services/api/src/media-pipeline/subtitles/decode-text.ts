import { SubtitleError } from './subtitle-error';

/** The line (1-based) that holds byte `offset`. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** The offset of the first byte that breaks UTF-8, or -1 when the whole buffer is valid. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const need =
      b < 0x80
        ? 0
        : b >= 0xc2 && b <= 0xdf
          ? 1
          : b >= 0xe0 && b <= 0xef
            ? 2
            : b >= 0xf0 && b <= 0xf4
              ? 3
              : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    i += need + 1;
  }
  return -1;
}

/**
 * The text of an uploaded subtitle file: UTF-8 (a BOM is dropped) or UTF-16 with its BOM.
 * Anything else (Windows-1252, ISCII ...) is refused naming the line of the first bad byte,
 * rather than guessed: a wrong guess shows viewers garbage in Hindi or Malayalam.
 */
export function decodeSubtitleText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const bad = firstInvalidUtf8(body);
  if (bad >= 0) {
    throw new SubtitleError(
      lineAt(body, bad),
      'the text is not UTF-8 (save the file as UTF-8 and upload it again)',
    );
  }
  if (body.includes(0))
    throw new SubtitleError(lineAt(body, body.indexOf(0)), 'the file contains a NUL byte');
  return new TextDecoder('utf-8').decode(body);
}
