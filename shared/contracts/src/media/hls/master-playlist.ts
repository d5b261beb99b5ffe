import type { Ladder } from './ladder';
import { type MasterPlaylistOptions, passThroughSignUrl } from './playlist-options';

export const AUDIO_GROUP = 'audio';
export const SUBTITLE_GROUP = 'subs';

/** A quoted-string attribute value: HLS forbids double quotes and line breaks inside. */
function quoted(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

function yesNo(value: boolean): string {
  return value ? 'YES' : 'NO';
}

/**
 * The HLS master playlist of a ladder (RFC 8216): audio languages and subtitle tracks as
 * alternate renditions (EXT-X-MEDIA) referenced from every video rendition, the video
 * renditions the plan allows (never none: the smallest stays when the ceiling is below it),
 * every URI passed through `signUrl`. Pure, so the API writes it per request.
 */
export function renderMasterPlaylist(ladder: Ladder, options: MasterPlaylistOptions = {}): string {
  const sign = options.signUrl ?? passThroughSignUrl;
  const max = options.allowedMaxHeight ?? Number.POSITIVE_INFINITY;
  const sorted = [...ladder.video].sort((a, b) => a.height - b.height || a.bandwidth - b.bandwidth);
  const allowed = sorted.filter((v) => v.height <= max);
  const video = allowed.length > 0 ? allowed : sorted.slice(0, 1);
  const hasDefaultAudio = ladder.audio.some((a) => a.default);

  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  ladder.audio.forEach((audio, index) => {
    const isDefault = hasDefaultAudio ? audio.default : index === 0;
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID=${quoted(AUDIO_GROUP)},LANGUAGE=${quoted(audio.language)},` +
        `NAME=${quoted(audio.name)},DEFAULT=${yesNo(isDefault)},AUTOSELECT=YES,` +
        `CHANNELS=${quoted(String(audio.channels))},URI=${quoted(sign(audio.uri))}`,
    );
  });
  for (const sub of ladder.subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=${quoted(SUBTITLE_GROUP)},LANGUAGE=${quoted(sub.language)},` +
        `NAME=${quoted(sub.name)},DEFAULT=${yesNo(sub.default)},AUTOSELECT=YES,FORCED=NO,` +
        `URI=${quoted(sign(subtitlePlaylistUri(sub.language)))}`,
    );
  }
  for (const v of video) {
    const attributes = [
      `BANDWIDTH=${v.bandwidth}`,
      `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
      `CODECS=${quoted(v.codecs)}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `FRAME-RATE=${v.frameRate.toFixed(3)}`,
    ];
    if (ladder.audio.length > 0) attributes.push(`AUDIO=${quoted(AUDIO_GROUP)}`);
    if (ladder.subtitles.length > 0) attributes.push(`SUBTITLES=${quoted(SUBTITLE_GROUP)}`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, sign(v.uri));
  }
  return `${lines.join('\n')}\n`;
}

/** Where a subtitle track's one-segment playlist lives, relative to the asset's folder. */
export function subtitlePlaylistUri(language: string): string {
  return `subs/${language}.m3u8`;
}
