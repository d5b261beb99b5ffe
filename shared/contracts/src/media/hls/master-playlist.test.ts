import type { Ladder } from './ladder';
import { renderMasterPlaylist } from './master-playlist';
import { renderSubtitlePlaylist, rewriteMediaPlaylist } from './media-playlists';

const rung = (height: number, width: number, bandwidth: number) => ({
  id: `${height}p`,
  width,
  height,
  bandwidth,
  averageBandwidth: Math.round(bandwidth * 0.8),
  codecs: 'avc1.4d401f,mp4a.40.2',
  frameRate: 24,
  uri: `v${height}/index.m3u8`,
});

const ladder: Ladder = {
  durationSeconds: 120,
  startPts: 126000,
  poster: 'poster.jpg',
  video: [
    rung(1080, 1920, 5_000_000),
    rung(240, 426, 400_000),
    rung(480, 854, 1_000_000),
    rung(720, 1280, 2_800_000),
  ],
  audio: [
    { language: 'en', name: 'English', default: true, channels: 2, uri: 'audio-en/index.m3u8' },
    { language: 'hi', name: 'हिन्दी', default: false, channels: 2, uri: 'audio-hi/index.m3u8' },
  ],
  subtitles: [
    { language: 'en', name: 'English', default: false, vttUri: 'subs/en.vtt' },
    { language: 'hi', name: 'हिन्दी', default: false, vttUri: 'subs/hi.vtt' },
    { language: 'ml', name: 'മലയാളം', default: false, vttUri: 'subs/ml.vtt' },
  ],
};

const streamLines = (text: string) => text.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF'));

describe('renderMasterPlaylist', () => {
  it('lists every rendition smallest first, with audio and subtitle groups on each', () => {
    const text = renderMasterPlaylist(ladder);
    expect(text.startsWith('#EXTM3U\n')).toBe(true);
    const streams = streamLines(text);
    expect(streams.map((l) => /RESOLUTION=(\d+x\d+)/.exec(l)?.[1])).toEqual([
      '426x240',
      '854x480',
      '1280x720',
      '1920x1080',
    ]);
    for (const line of streams) {
      expect(line).toContain('AUDIO="audio"');
      expect(line).toContain('SUBTITLES="subs"');
      expect(line).toContain('CODECS="avc1.4d401f,mp4a.40.2"');
    }
    expect(text).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="English",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio-en/index.m3u8"',
    );
    expect(text).toContain('LANGUAGE="hi",NAME="हिन्दी",DEFAULT=NO');
    for (const lang of ['en', 'hi', 'ml']) {
      expect(text).toContain(`TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="${lang}"`);
      expect(text).toContain(`URI="subs/${lang}.m3u8"`);
    }
  });

  it('drops renditions above the allowed height but never all of them', () => {
    expect(streamLines(renderMasterPlaylist(ladder, { allowedMaxHeight: 480 }))).toHaveLength(2);
    expect(streamLines(renderMasterPlaylist(ladder, { allowedMaxHeight: 1080 }))).toHaveLength(4);
    const tiny = streamLines(renderMasterPlaylist(ladder, { allowedMaxHeight: 100 }));
    expect(tiny).toHaveLength(1);
    expect(tiny[0]).toContain('RESOLUTION=426x240');
  });

  it('passes every URI through signUrl', () => {
    const text = renderMasterPlaylist(ladder, { signUrl: (uri) => `${uri}?sig=x` });
    const uris = [...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]);
    const variants = text.split('\n').filter((l) => l && !l.startsWith('#'));
    for (const uri of [...uris, ...variants]) expect(uri).toMatch(/\?sig=x$/);
  });

  it('makes the first audio track the default when none is marked', () => {
    const undecided = { ...ladder, audio: ladder.audio.map((a) => ({ ...a, default: false })) };
    const text = renderMasterPlaylist(undecided);
    expect(text).toContain('LANGUAGE="en",NAME="English",DEFAULT=YES');
    expect(text.match(/DEFAULT=YES/g)).toHaveLength(1);
  });
});

describe('media playlists', () => {
  it('signs segment lines and URI attributes and keeps tags', () => {
    const stored = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6.000000,\ns000.ts\n#EXT-X-ENDLIST\n';
    expect(rewriteMediaPlaylist(stored, (u) => `/x/${u}`)).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="/x/init.mp4"\n#EXTINF:6.000000,\n/x/s000.ts\n#EXT-X-ENDLIST\n',
    );
  });

  it('writes a one-segment subtitle playlist spanning the title', () => {
    const text = renderSubtitlePlaylist(125.5, 'subs/hi.vtt', (u) => u);
    expect(text).toContain('#EXT-X-TARGETDURATION:126');
    expect(text).toContain('#EXTINF:125.500,\nsubs/hi.vtt\n#EXT-X-ENDLIST');
  });
});
