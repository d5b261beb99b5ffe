/**
 * Characters that disguise a name: bidi controls reorder what is shown (U+202E shows 'nimda' as
 * 'admin'), invisible ones make two names that look alike differ, and C0/C1 controls draw nothing.
 */
const BIDI_CONTROLS = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';
const INVISIBLE = '\u200B\u2060-\u2064\uFEFF\u00AD\u180E';
/** C0 and C1 controls, DEL included; tab, line feed and carriage return are handled apart. */
const CONTROLS = '\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F';

const ALWAYS_REMOVED = new RegExp(`[${BIDI_CONTROLS}${INVISIBLE}${CONTROLS}]`, 'g');

/**
 * Zero-width (non-)joiners spell real words in Devanagari, Malayalam and the other Indic scripts
 * (chillu letters, half forms) and join emoji sequences; anywhere else they only disguise.
 */
const JOINER_CONTEXT_BEFORE = /(?:[\u0900-\u0DFF\p{Extended_Pictographic}]|\p{Emoji_Modifier}|\uFE0F)$/u;
const JOINER_CONTEXT_AFTER = /^[\u0900-\u0DFF\p{Extended_Pictographic}\u2640\u2642\u2695\u2708\u2764]/u;

function dropStrayJoiners(value: string): string {
  return value.replace(/[\u200C\u200D]/g, (joiner, offset: number) => {
    const before = value.slice(Math.max(0, offset - 2), offset);
    const after = value.slice(offset + 1, offset + 3);
    return JOINER_CONTEXT_BEFORE.test(before) && JOINER_CONTEXT_AFTER.test(after) ? joiner : '';
  });
}

/**
 * Removes bidi controls, invisible characters and control characters. Single-line text (names,
 * subjects) turns tabs and line breaks into spaces; `multiline` text (a message) keeps them.
 */
export function stripDisguise(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const cleaned = dropStrayJoiners(value.replace(ALWAYS_REMOVED, ''));
  return multiline ? cleaned.replace(/\r\n?/g, '\n') : cleaned.replace(/[\t\r\n]+/g, ' ');
}
