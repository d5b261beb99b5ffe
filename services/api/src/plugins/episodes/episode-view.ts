import {
  compareEpisodes,
  type Episode,
  type EpisodeMediaState,
  type EpisodeSeasons,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { episodeAssetId, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import type { EpisodeDoc } from '../../models/episode';
import { episodeStillUrl } from '../hls-delivery/episode-stills';

type MediaOf = Map<string, { state: EpisodeMediaState; percent: number; stillUrl: string | null }>;

/** The transcode state of each episode's content (none: nothing uploaded or seeded). */
export async function episodeMedia(db: Connection, docs: readonly EpisodeDoc[]): Promise<MediaOf> {
  const ids = docs.map((d) => episodeAssetId(d.movie_id, d._id));
  const assets = await mediaAssetModel(db)
    .find(
      { _id: { $in: ids } },
      { state: 1, percent: 1, episode_id: 1, movie_id: 1, ladder: 1, ladder_prefix: 1 },
    )
    .lean();
  return new Map(
    assets.map((a) => {
      const episodeId = a.episode_id ?? '';
      const stillUrl = episodeStillUrl(a.movie_id, episodeId, a);
      return [episodeId, { state: a.state, percent: a.percent ?? 0, stillUrl }];
    }),
  );
}

export function toEpisode(doc: EpisodeDoc, media: MediaOf): Episode {
  return {
    id: doc._id,
    movieId: doc.movie_id,
    season: doc.season,
    number: doc.number,
    title: doc.title,
    durationSeconds: doc.duration_seconds,
    synopsis: doc.synopsis ?? null,
    introStartSeconds: doc.intro_start_seconds ?? null,
    introEndSeconds: doc.intro_end_seconds ?? null,
    media: { state: media.get(doc._id)?.state ?? 'none', percent: media.get(doc._id)?.percent ?? 0 },
    stillUrl: media.get(doc._id)?.stillUrl ?? null,
  };
}

/** Episodes grouped by season, seasons and episodes in order. */
export function groupBySeason(movieId: string, episodes: Episode[]): EpisodeSeasons {
  const seasons = new Map<number, Episode[]>();
  for (const episode of [...episodes].sort(compareEpisodes)) {
    const list = seasons.get(episode.season) ?? [];
    list.push(episode);
    seasons.set(episode.season, list);
  }
  return { movieId, seasons: [...seasons].map(([season, list]) => ({ season, episodes: list })) };
}
