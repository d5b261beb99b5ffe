import { type Cue, parseTimingLine } from './cue-timing';
import { SubtitleError } from './subtitle-error';

/**
 * WebVTT cues (the header, optional cue identifiers, NOTE/STYLE/REGION blocks skipped), checked
 * like SRT so a broken upload is refused with its line rather than silently losing cues.
 */
export function parseVtt(text: string): Cue[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    throw new SubtitleError(1, 'a WebVTT file must start with "WEBVTT"');
  }
  const cues: Cue[] = [];
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && (lines[i] ?? '').trim() !== '') i++;
  while (i < lines.length) {
    const line = (lines[i] ?? '').trim();
    if (line === '') {
      i++;
      continue;
    }
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(line)) {
      while (i < lines.length && (lines[i] ?? '').trim() !== '') i++;
      continue;
    }
    // An identifier line comes before the timing line when the first line is not a timing.
    if (!line.includes('-->')) i++;
    const timingLine = lines[i];
    if (timingLine === undefined || timingLine.trim() === '') {
      throw new SubtitleError(i + 1, 'a cue identifier is not followed by a timing line');
    }
    const timing = parseTimingLine(timingLine, i + 1);
    i++;
    const body: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '') body.push(lines[i++] as string);
    cues.push({ ...timing, lines: body });
  }
  if (cues.length === 0) throw new SubtitleError(1, 'the file has no cues');
  return cues;
}
