import type { Connection } from 'mongoose';
import { SAMPLE_EPISODES } from '../../seed/catalogue/sample-episodes';
import { SAMPLE_RECORDS } from '../../seed/catalogue/sample-records';
import { assetId, episodeAssetId, type MediaKind, mediaAssetModel } from '../jobs/media-asset';
import type { SeedScope } from '../media-config';
import type { MediaStorage } from '../storage/media-storage';
import { isSeedInPlacePrefix } from '../storage/seed-in-place';

/** Content is two minutes; trailers thirty seconds. */
export const SEED_CONTENT_SECONDS = 120;
export const SEED_TRAILER_SECONDS = 30;
/** Each sample episode's generated media (its catalogue length is longer: see sample-episodes). */
export const SEED_EPISODE_SECONDS = 60;
/** A scoped seed (SEED_MEDIA_TITLES) gives each listed series this many episodes with media. */
export const SCOPED_EPISODES_PER_SERIES = 2;
// The first two titles carry a 1080p ladder and the next four 720p; the rest stop at 480p, so
// the first start on a small machine stays within minutes.
const SOURCE_HEIGHTS: Record<string, number> = {
  '1': 1080,
  '2': 1080,
  '3': 720,
  '4': 720,
  '5': 720,
  '6': 720,
};

export interface SeedMediaPlan {
  id: string;
  movieId: string;
  kind: MediaKind;
  title: string;
  seconds: number;
  height: number;
  fieldValue: string | null;
  /** Set for an episode's content. */
  episodeId?: string;
}

const FULL: SeedScope = { titles: null, seconds: null };

/** The seed's media; a scope (SEED_MEDIA_TITLES, SEED_MEDIA_SECONDS) keeps e2e's first start short. */
export function seedMediaPlan(scope: SeedScope = FULL): SeedMediaPlan[] {
  const records = scope.titles ? SAMPLE_RECORDS.filter((r) => scope.titles?.includes(r._id)) : SAMPLE_RECORDS;
  const length = (full: number) => Math.min(full, scope.seconds ?? full);
  const titles = records.flatMap((record) => {
    const contentHeight = SOURCE_HEIGHTS[record._id] ?? 480;
    const base = { movieId: record._id, title: record.title };
    return [
      {
        ...base,
        id: assetId(record._id, 'content'),
        kind: 'content' as const,
        seconds: length(SEED_CONTENT_SECONDS),
        height: contentHeight,
        fieldValue: record.content_url,
      },
      {
        ...base,
        id: assetId(record._id, 'trailer'),
        kind: 'trailer' as const,
        seconds: length(SEED_TRAILER_SECONDS),
        height: 480,
        fieldValue: record.trailer_url,
      },
    ];
  });
  return [...titles, ...episodePlan(scope, length)];
}

/** The sample series' episodes, each its own content asset (the first few only when scoped). */
function episodePlan(scope: SeedScope, length: (full: number) => number): SeedMediaPlan[] {
  const ordinal = new Map<string, number>();
  return SAMPLE_EPISODES.flatMap((episode) => {
    if (scope.titles && !scope.titles.includes(episode.movie_id)) return [];
    const nth = (ordinal.get(episode.movie_id) ?? 0) + 1;
    ordinal.set(episode.movie_id, nth);
    if (scope.titles && nth > SCOPED_EPISODES_PER_SERIES) return [];
    const series = SAMPLE_RECORDS.find((r) => r._id === episode.movie_id);
    return [
      {
        id: episodeAssetId(episode.movie_id, episode._id),
        movieId: episode.movie_id,
        episodeId: episode._id,
        kind: 'content' as const,
        title: `${series?.title ?? ''} S${episode.season}E${episode.number}`,
        seconds: length(SEED_EPISODE_SECONDS),
        height: 480,
        fieldValue: null,
      },
    ];
  });
}

/**
 * Seed ladders served from the media cache (storage/seed-in-place.ts) whose folder is gone (the
 * cache was cleared, the database kept): queued again, so the title plays once it is re-made.
 */
async function requeueLostInPlace(db: Connection, storage: MediaStorage): Promise<string[]> {
  const Assets = mediaAssetModel(db);
  const done = await Assets.find(
    { 'source.type': 'generated', state: 'done', ladder_prefix: { $ne: null } },
    { ladder_prefix: 1 },
  ).lean();
  const lost: string[] = [];
  for (const asset of done) {
    const prefix = asset.ladder_prefix ?? '';
    if (!isSeedInPlacePrefix(prefix) || (await storage.stat(`${prefix}ladder.json`))) continue;
    await Assets.updateOne(
      { _id: asset._id, ladder_prefix: prefix },
      { $set: { state: 'queued', percent: 0, ladder: null, ladder_prefix: null, updated_at: new Date() } },
    );
    lost.push(asset._id);
  }
  return lost;
}

/**
 * Gives every sample title still in the catalogue a content and a trailer asset made from
 * generated video (see seed-source.ts), queued once. Titles staff deleted, or whose media staff
 * replaced, are left alone. Answers the asset ids to enqueue.
 */
export async function seedMediaAssets(
  db: Connection,
  scope: SeedScope = FULL,
  storage?: MediaStorage,
): Promise<string[]> {
  const Assets = mediaAssetModel(db);
  const titles = new Set(
    (
      await db
        .collection<{ _id: string }>('movies')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((m) => m._id),
  );
  const episodes = new Set(
    (
      await db
        .collection<{ _id: string }>('episodes')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((e) => e._id),
  );
  const have = new Set((await Assets.find({}, { _id: 1 }).lean()).map((a) => a._id));
  const queued: string[] = storage ? await requeueLostInPlace(db, storage) : [];
  for (const plan of seedMediaPlan(scope)) {
    if (!titles.has(plan.movieId) || have.has(plan.id)) continue;
    if (plan.episodeId && !episodes.has(plan.episodeId)) continue;
    try {
      await Assets.create({
        _id: plan.id,
        movie_id: plan.movieId,
        episode_id: plan.episodeId ?? null,
        kind: plan.kind,
        source: { type: 'generated', movieTitle: plan.title, seconds: plan.seconds, height: plan.height },
        field_value: plan.fieldValue,
        state: 'queued',
        subtitles: [],
      });
      queued.push(plan.id);
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error; // another replica seeded it
    }
  }
  return queued;
}
