import type { SignUrl } from './playlist-options';

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * A stored media playlist (segments of one rendition) with every URI passed through `signUrl`:
 * segment lines and URI="..." attributes (keys, maps). Tags and comments are kept as they are.
 */
export function rewriteMediaPlaylist(text: string, signUrl: SignUrl): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (trimmed.startsWith('#'))
        return line.replace(URI_ATTRIBUTE, (_m, uri: string) => `URI="${signUrl(uri)}"`);
      return signUrl(trimmed);
    })
    .join('\n');
}

/**
 * The media playlist of a subtitle track: one WebVTT segment that spans the title (HLS allows a
 * segment of any length; the target duration is that length, rounded up).
 */
export function renderSubtitlePlaylist(durationSeconds: number, vttUri: string, signUrl: SignUrl): string {
  const duration = Math.max(durationSeconds, 0.001);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    signUrl(vttUri),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
