import {
  compareEpisodes,
  type Episode,
  type EpisodeMediaState,
  type EpisodeSeasons,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { episodeAssetId, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import type { EpisodeDoc } from '../../models/episode';

type MediaOf = Map<string, { state: EpisodeMediaState; percent: number }>;

/** The transcode state of each episode's content (none: nothing uploaded or seeded). */
export async function episodeMedia(db: Connection, docs: readonly EpisodeDoc[]): Promise<MediaOf> {
  const ids = docs.map((d) => episodeAssetId(d.movie_id, d._id));
  const assets = await mediaAssetModel(db)
    .find({ _id: { $in: ids } }, { state: 1, percent: 1, episode_id: 1 })
    .lean();
  return new Map(assets.map((a) => [a.episode_id ?? '', { state: a.state, percent: a.percent ?? 0 }]));
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
    media: media.get(doc._id) ?? { state: 'none', percent: 0 },
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
