import type { MediaStatus } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { isPlayable, type MediaAssetDoc, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import type { QueueStanding } from '../../media-pipeline/jobs/queue';

type AssetState = Pick<MediaAssetDoc, '_id' | 'state' | 'percent' | 'ladder' | 'ladder_prefix'>;

const NONE: MediaStatus = { state: 'none', percent: 0, position: null, etaSeconds: null };
const READY: MediaStatus = { state: 'ready', percent: 100, position: null, etaSeconds: null };

/** One asset's status; `standing` is the queue's, read once per request. */
export function assetStatus(asset: AssetState, standing: QueueStanding[]): MediaStatus {
  if (isPlayable(asset)) return READY;
  if (asset.state === 'failed') return { ...NONE, state: 'failed' };
  const place = standing.find((s) => s.assetId === asset._id);
  return {
    state: 'preparing',
    percent: Math.max(0, Math.min(99, Math.round(asset.percent ?? 0))),
    position: place ? place.position : null,
    etaSeconds: place ? Math.max(0, Math.round(place.etaSeconds)) : null,
  };
}

/**
 * A series without a named episode: ready when any episode plays, else the episode that will be
 * ready first (preparing), else failed when some failed, else none.
 */
function seriesStatus(statuses: MediaStatus[]): MediaStatus {
  if (statuses.some((s) => s.state === 'ready')) return READY;
  const preparing = statuses
    .filter((s) => s.state === 'preparing')
    .sort((a, b) => (a.etaSeconds ?? Number.MAX_SAFE_INTEGER) - (b.etaSeconds ?? Number.MAX_SAFE_INTEGER));
  if (preparing[0]) return preparing[0];
  return statuses.some((s) => s.state === 'failed') ? { ...NONE, state: 'failed' } : NONE;
}

const PROJECTION = { state: 1, percent: 1, ladder: 1, ladder_prefix: 1 } as const;

/**
 * Where a title's film (or a series' episode) stands. `playsAsFile`: the title's content_url names
 * a film the grant plays as it is while no ladder is complete.
 */
export async function mediaStatus(
  db: Connection,
  target: { assetId: string } | { seriesId: string },
  playsAsFile: boolean,
  standing: () => Promise<QueueStanding[]>,
): Promise<MediaStatus> {
  const Assets = mediaAssetModel(db);
  if ('seriesId' in target) {
    const assets = await Assets.find(
      { movie_id: target.seriesId, kind: 'content', episode_id: { $ne: null } },
      PROJECTION,
    ).lean();
    if (assets.length === 0) return NONE;
    const queue = assets.some((a) => !isPlayable(a) && a.state !== 'failed') ? await standing() : [];
    return seriesStatus(assets.map((a) => assetStatus(a, queue)));
  }
  const asset = await Assets.findById(target.assetId, PROJECTION).lean();
  if (!asset) return playsAsFile ? READY : NONE;
  const status = assetStatus(
    asset,
    asset.state === 'queued' || asset.state === 'running' ? await standing() : [],
  );
  return status.state === 'ready' || !playsAsFile ? status : READY;
}
