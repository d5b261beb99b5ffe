import type { Connection } from 'mongoose';
import { SAMPLE_RECORDS } from '../../seed/catalogue/sample-records';
import { assetId, type MediaKind, mediaAssetModel } from '../jobs/media-asset';
import type { SeedScope } from '../media-config';

/** Content is two minutes; trailers thirty seconds. */
export const SEED_CONTENT_SECONDS = 120;
export const SEED_TRAILER_SECONDS = 30;
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
}

const FULL: SeedScope = { titles: null, seconds: null };

/** The seed's media; a scope (SEED_MEDIA_TITLES, SEED_MEDIA_SECONDS) keeps e2e's first start short. */
export function seedMediaPlan(scope: SeedScope = FULL): SeedMediaPlan[] {
  const records = scope.titles ? SAMPLE_RECORDS.filter((r) => scope.titles?.includes(r._id)) : SAMPLE_RECORDS;
  const length = (full: number) => Math.min(full, scope.seconds ?? full);
  return records.flatMap((record) => {
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
}

/**
 * Gives every sample title still in the catalogue a content and a trailer asset made from
 * generated video (see seed-source.ts), queued once. Titles staff deleted, or whose media staff
 * replaced, are left alone. Answers the asset ids to enqueue.
 */
export async function seedMediaAssets(db: Connection, scope: SeedScope = FULL): Promise<string[]> {
  const Assets = mediaAssetModel(db);
  const titles = new Set(
    (
      await db
        .collection<{ _id: string }>('movies')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((m) => m._id),
  );
  const have = new Set((await Assets.find({}, { _id: 1 }).lean()).map((a) => a._id));
  const queued: string[] = [];
  for (const plan of seedMediaPlan(scope)) {
    if (!titles.has(plan.movieId) || have.has(plan.id)) continue;
    try {
      await Assets.create({
        _id: plan.id,
        movie_id: plan.movieId,
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
