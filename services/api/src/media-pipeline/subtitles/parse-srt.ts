import { type Cue, parseTimingLine } from './cue-timing';
import { SubtitleError } from './subtitle-error';

/**
 * SRT cues: blocks of an optional counter line, a timing line and text lines, separated by blank
 * lines. Errors name the line of the file (1-based) and what is wrong with it.
 */
export function parseSrt(text: string): Cue[] {
  const lines = text.split(/\r\n|\r|\n/);
  const cues: Cue[] = [];
  let i = 0;
  while (i < lines.length) {
    if ((lines[i] ?? '').trim() === '') {
      i++;
      continue;
    }
    // A block starts with its counter; a timing line straight away is tolerated (some tools omit it).
    if (/^\d+$/.test((lines[i] ?? '').trim())) i++;
    const timingLine = lines[i];
    if (timingLine === undefined || timingLine.trim() === '') {
      throw new SubtitleError(i + 1, 'a cue number is not followed by a timing line');
    }
    const timing = parseTimingLine(timingLine, i + 1);
    if (timing.settings !== '') {
      throw new SubtitleError(i + 1, `unexpected text after the end time: "${timing.settings}"`);
    }
    i++;
    const body: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '') body.push(lines[i++] as string);
    if (body.length === 0) throw new SubtitleError(i, 'the cue has no text');
    cues.push({ ...timing, lines: body });
  }
  if (cues.length === 0) throw new SubtitleError(1, 'the file has no cues');
  return cues;
}
