import { MEDIA_LANGUAGE_CODES, type MediaLanguage, type TitleLanguages } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { assetId, isPlayable, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';

const ordered = (codes: Iterable<MediaLanguage>): MediaLanguage[] => {
  const set = new Set(codes);
  return MEDIA_LANGUAGE_CODES.filter((c) => set.has(c));
};

/** The languages of a title's playable content: its ladder's audio and its subtitle tracks. */
export async function titleLanguages(db: Connection, movieId: string): Promise<TitleLanguages> {
  const asset = await mediaAssetModel(db).findById(assetId(movieId, 'content')).lean();
  if (!asset || !isPlayable(asset)) return { audio: [], subtitles: [] };
  return {
    audio: ordered((asset.ladder?.audio ?? []).map((a) => a.language)),
    subtitles: ordered(asset.subtitles.map((s) => s.language)),
  };
}

/** Ids of the titles whose playable content has audio or subtitles in `language` ('Available in Hindi'). */
export async function titlesAvailableIn(db: Connection, language: MediaLanguage): Promise<string[]> {
  // A few assets per title: read the ready ones and look (the embedded engine's dotted-array
  // matching is not relied on).
  const assets = await mediaAssetModel(db)
    .find({ kind: 'content', state: 'done' }, { movie_id: 1, ladder: 1, subtitles: 1 })
    .lean();
  return assets
    .filter(
      (a) =>
        (a.ladder?.audio ?? []).some((t) => t.language === language) ||
        a.subtitles.some((t) => t.language === language),
    )
    .map((a) => a.movie_id);
}
