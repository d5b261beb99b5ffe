import { SubtitleError } from './subtitle-error';

export interface Cue {
  start: number;
  end: number;
  /** WebVTT cue settings kept from a WebVTT source (position, align ...); none from SRT. */
  settings: string;
  lines: string[];
}

// SRT writes 00:00:01,000; WebVTT 00:00:01.000 or 00:01.000. Both are accepted from either.
const TIME = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})[,.](\d{3})$/;
export const TIMING_LINE = /^(\S+)\s+-->\s+(\S+)(.*)$/;

function parseTime(text: string, lineNumber: number): number {
  const match = TIME.exec(text);
  if (!match) throw new SubtitleError(lineNumber, `"${text}" is not a time (expected 00:01:02,500)`);
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  if (Number(m) > 59 || Number(s) > 59) {
    throw new SubtitleError(lineNumber, `"${text}" has minutes or seconds above 59`);
  }
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** A timing line (`start --> end [settings]`), checked: times well formed, end after start. */
export function parseTimingLine(text: string, lineNumber: number): Omit<Cue, 'lines'> {
  const match = TIMING_LINE.exec(text.trim());
  if (!match) {
    throw new SubtitleError(
      lineNumber,
      `expected a timing line like "00:00:01,000 --> 00:00:02,500", found "${text.trim()}"`,
    );
  }
  const [, from = '', to = '', rest = ''] = match;
  const start = parseTime(from, lineNumber);
  const end = parseTime(to, lineNumber);
  if (end <= start)
    throw new SubtitleError(lineNumber, `the cue ends (${to}) before or when it starts (${from})`);
  return { start, end, settings: rest.trim() };
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Seconds as a WebVTT timestamp, hours always written (00:01:02.500). */
export function vttTime(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const totalS = Math.floor(totalMs / 1000);
  return `${pad(Math.floor(totalS / 3600))}:${pad(Math.floor(totalS / 60) % 60)}:${pad(totalS % 60)}.${pad(ms, 3)}`;
}
