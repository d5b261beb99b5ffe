import type { Ladder } from '@premieres/contracts';
import type { MediaAssetDoc } from './jobs/media-asset';

/** The ladder folder's own name inside the asset's folder (`<ladder id>`). */
export function ladderFolder(asset: Pick<MediaAssetDoc, 'ladder_prefix'>): string {
  return (asset.ladder_prefix ?? '').replace(/\/$/, '').split('/').pop() ?? '';
}

/** The subtitle file of a track, relative to the asset's folder (`subs/en-….vtt`). */
export function subtitleFile(key: string): string {
  return `subs/${key.split('/').pop()}`;
}

/**
 * The ladder as the playlists describe it: URIs relative to the asset's folder (the ladder's own
 * folder in front of rendition URIs, so segment URLs change with every transcode and can be
 * cached forever) and the asset's current subtitle tracks.
 */
export function ladderView(asset: MediaAssetDoc): Ladder {
  const ladder = asset.ladder as Ladder;
  const folder = ladderFolder(asset);
  return {
    ...ladder,
    video: ladder.video.map((v) => ({ ...v, uri: `${folder}/${v.uri}` })),
    audio: ladder.audio.map((a) => ({ ...a, uri: `${folder}/${a.uri}` })),
    subtitles: asset.subtitles.map((s) => ({
      language: s.language,
      name: s.name,
      default: s.default,
      vttUri: subtitleFile(s.key),
    })),
  };
}
