import { SubtitleError } from './subtitle-error';
import { toWebVtt, withTimestampMap } from './to-webvtt';

const utf8 = (text: string) => new TextEncoder().encode(text);

function refusal(bytes: Uint8Array): SubtitleError {
  try {
    toWebVtt(bytes);
  } catch (error) {
    if (error instanceof SubtitleError) return error;
    throw error;
  }
  throw new Error('accepted');
}

const GOOD_SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'नमस्ते, <i>दोस्तों</i>',
  '',
  '2',
  '00:01:02,250 --> 00:01:04,000',
  'Rock & roll <font color="red">now</font>',
  'second line',
  '',
].join('\r\n');

describe('toWebVtt', () => {
  it('converts SRT to WebVTT: dot milliseconds, kept italics, escaped ampersand, dropped font tags', () => {
    const result = toWebVtt(utf8(GOOD_SRT));
    expect(result.format).toBe('srt');
    expect(result.cues).toBe(2);
    expect(result.vtt).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nनमस्ते, <i>दोस्तों</i>\n\n' +
        '00:01:02.250 --> 00:01:04.000\nRock &amp; roll now\nsecond line\n',
    );
  });

  it('takes a UTF-8 BOM, UTF-16 and blocks without counters', () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('00:00:01,000 --> 00:00:02,000\nHi\n')]);
    expect(toWebVtt(bom).cues).toBe(1);
    const text = '1\n00:00:01,000 --> 00:00:02,000\nമലയാളം\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    expect(toWebVtt(utf16).vtt).toContain('മലയാളം');
  });

  it('keeps a WebVTT file, its identifiers and cue settings, and skips NOTE blocks', () => {
    const vtt = 'WEBVTT - title\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.000 align:start\nHello\n';
    const result = toWebVtt(utf8(vtt));
    expect(result.format).toBe('vtt');
    expect(result.vtt).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000 align:start\nHello\n');
  });

  it('names the line of a malformed timing', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:03,000 -> 00:00:04,000\nbroken\n';
    const error = refusal(utf8(srt));
    expect(error.line).toBe(6);
    expect(error.message).toBe(
      'Subtitle file, line 6: expected a timing line like "00:00:01,000 --> 00:00:02,500", found "00:00:03,000 -> 00:00:04,000"',
    );
  });

  it('names the line of a cue that ends before it starts, and of impossible times', () => {
    expect(refusal(utf8('1\n00:00:05,000 --> 00:00:04,000\nx\n')).line).toBe(2);
    const error = refusal(
      utf8('1\n00:00:01,000 --> 00:00:02,000\na\n\n2\n00:00:75,000 --> 00:00:80,000\nb\n'),
    );
    expect(error.line).toBe(6);
    expect(error.reason).toContain('above 59');
  });

  it('names the line of text that is not UTF-8', () => {
    const latin1 = new Uint8Array([...utf8('1\n00:00:01,000 --> 00:00:02,000\nCaf'), 0xe9, 0x0a]);
    const error = refusal(latin1);
    expect(error.line).toBe(3);
    expect(error.reason).toContain('not UTF-8');
  });

  it('refuses files without cues and WebVTT without its header line', () => {
    expect(refusal(utf8('\n\n')).reason).toBe('the file has no cues');
    expect(refusal(utf8('WEBVTX\n\n00:01.000 --> 00:02.000\nx\n')).reason).toContain('timing line');
    expect(refusal(utf8('1\n00:00:01,000 --> 00:00:02,000\n\n')).reason).toBe('the cue has no text');
  });

  it('adds the MPEG-TS timestamp map under the header', () => {
    expect(withTimestampMap('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nx\n', 126000)).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:02.000\nx\n',
    );
  });
});
