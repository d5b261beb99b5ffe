import { type Cue, vttTime } from './cue-timing';
import { decodeSubtitleText } from './decode-text';
import { parseSrt } from './parse-srt';
import { parseVtt } from './parse-vtt';

// WebVTT keeps <b>, <i>, <u>; SRT's <font> and other tags are dropped, their text kept.
const KEPT_TAG = /^<\/?(b|i|u)>$/i;

function cueText(line: string): string {
  return line
    .replace(/\{\\[^}]*\}/g, '') // SSA overrides some SRT files carry ({\an8})
    .replace(/<[^>]*>/g, (tag) => (KEPT_TAG.test(tag) ? tag.toLowerCase() : ''))
    .replace(/&(?!(?:amp|lt|gt|nbsp|lrm|rlm);)/g, '&amp;')
    .replace(/<(?!\/?[biu]>)/gi, '&lt;')
    .replace(/-->/g, '--&gt;');
}

export function renderVtt(cues: Cue[]): string {
  const blocks = cues.map((cue) => {
    const timing = `${vttTime(cue.start)} --> ${vttTime(cue.end)}${cue.settings ? ` ${cue.settings}` : ''}`;
    return [timing, ...cue.lines.map(cueText)].join('\n');
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/**
 * An uploaded subtitle file (SRT or WebVTT, told apart by content) as clean WebVTT. Throws
 * SubtitleError naming the line for a bad encoding or a broken cue.
 */
export function toWebVtt(bytes: Uint8Array): { vtt: string; cues: number; format: 'srt' | 'vtt' } {
  const text = decodeSubtitleText(bytes);
  const isVtt = text.startsWith('WEBVTT');
  const cues = isVtt ? parseVtt(text) : parseSrt(text);
  return { vtt: renderVtt(cues), cues: cues.length, format: isVtt ? 'vtt' : 'srt' };
}

/**
 * The stored WebVTT as served inside HLS: X-TIMESTAMP-MAP ties cue time 0 to the first video
 * frame's MPEG-TS timestamp, so cues line up with TS segments that do not start at 0.
 */
export function withTimestampMap(vtt: string, startPts: number): string {
  const map = `X-TIMESTAMP-MAP=MPEGTS:${Math.round(startPts)},LOCAL:00:00:00.000`;
  return vtt.replace(/^WEBVTT[^\n]*\n/, (header) => `${header}${map}\n`);
}
