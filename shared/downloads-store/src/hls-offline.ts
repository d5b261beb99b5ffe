import { offlineFileUrl } from '@premieres/contracts';
import type { StoredDownload } from './licences';

/** The playlist the offline player opens (made here, never stored). */
export const OFFLINE_MASTER = 'offline-master.m3u8';
const SUBTITLE_PLAYLIST = (language: string) => `offline-subtitles-${language}.m3u8`;

/** Where the offline player starts: the licence's made-up master playlist. */
export const offlineMasterUrl = (licenceId: string): string => offlineFileUrl(licenceId, OFFLINE_MASTER);

/** `/offline/<licenceId>/<file>` (absolute or not) → its parts; null for any other URL. */
export function parseOfflineUrl(url: string): { licenceId: string; name: string } | null {
  const path = new URL(url, 'http://offline.invalid').pathname;
  const match = /^\/offline\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { licenceId: decodeURIComponent(match[1]), name: decodeURIComponent(match[2]) };
}

/** An HLS IV: the 16-byte big-endian media sequence number (RFC 8216 §5.2) or an explicit hex. */
export function sequenceIv(sequence: number): Uint8Array {
  const iv = new Uint8Array(16);
  new DataView(iv.buffer).setUint32(12, sequence >>> 0);
  new DataView(iv.buffer).setUint32(8, Math.floor(sequence / 2 ** 32));
  return iv;
}

function hexIv(hex: string): Uint8Array {
  const digits = hex.replace(/^0x/i, '').padStart(32, '0');
  return Uint8Array.from({ length: 16 }, (_, index) =>
    Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16),
  );
}

export interface PreparedPlaylist {
  /** The media playlist without its EXT-X-KEY lines: the player decrypts, not hls.js. */
  playlist: string;
  /** Each encrypted segment's IV, by the segment's URI as the playlist names it. */
  ivs: Map<string, Uint8Array>;
}

/**
 * Reads a media playlist's keys: each EXT-X-KEY (METHOD=AES-128) applies to the segments after
 * it, with its IV attribute or else the segment's media sequence number. METHOD=NONE ends it.
 */
export function prepareMediaPlaylist(text: string): PreparedPlaylist {
  const ivs = new Map<string, Uint8Array>();
  const kept: string[] = [];
  let sequence = 0;
  let key: { iv: Uint8Array | null } | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
      sequence = Number.parseInt(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length), 10) || 0;
    } else if (line.startsWith('#EXT-X-KEY:')) {
      const method = /METHOD=([A-Z0-9-]+)/.exec(line)?.[1];
      const iv = /IV=(0x[0-9a-f]+)/i.exec(line)?.[1];
      key = method === 'AES-128' ? { iv: iv ? hexIv(iv) : null } : null;
      continue;
    } else if (line && !line.startsWith('#')) {
      if (key) ivs.set(line, key.iv ?? sequenceIv(sequence));
      sequence += 1;
    }
    kept.push(raw);
  }
  return { playlist: kept.join('\n'), ivs };
}

/** Decrypts one AES-128 (CBC, PKCS#7) segment with the licence's non-extractable key. */
export function decryptSegment(key: CryptoKey, data: ArrayBuffer, iv: Uint8Array): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt({ name: 'AES-CBC', iv: iv as Uint8Array<ArrayBuffer> }, key, data);
}

const attribute = (text: string) => text.replace(/"/g, "'");

/**
 * The master playlist of a download: its one rendition (video and the downloaded audio muxed) and
 * each subtitle language as a subtitles rendition, so the player's language menu works offline
 * as it does streaming.
 */
export function offlineMasterPlaylist(
  download: Pick<StoredDownload, 'playlist' | 'subtitles' | 'bytes' | 'durationSeconds' | 'height'>,
): string {
  const bandwidth = Math.max(
    1,
    Math.round((download.bytes * 8) / Math.max(1, download.durationSeconds || 1)),
  );
  const subtitles = download.subtitles.map(
    (track) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${attribute(track.name)}",LANGUAGE="${track.language}",` +
      `DEFAULT=${track.default ? 'YES' : 'NO'},AUTOSELECT=YES,URI="${SUBTITLE_PLAYLIST(track.language)}"`,
  );
  const group = download.subtitles.length > 0 ? ',SUBTITLES="subs"' : '';
  return [
    '#EXTM3U',
    ...subtitles,
    `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth}${group}`,
    download.playlist,
    '',
  ].join('\n');
}

/** A one-cue-file subtitles playlist for one language of the download (null: no such track). */
export function offlineSubtitlePlaylist(
  download: Pick<StoredDownload, 'subtitles' | 'durationSeconds'>,
  name: string,
): string | null {
  const track = download.subtitles.find((t) => SUBTITLE_PLAYLIST(t.language) === name);
  if (!track) return null;
  const duration = Math.max(1, download.durationSeconds);
  return [
    '#EXTM3U',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-VERSION:3',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    track.file,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
