import type { Connection } from 'mongoose';
import type { DownloadLicenceDoc } from '../../models/download-licence';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { posterOf } from './download-title';
import type { TitleFacts } from './licence-view';

/** Title, poster and episode of many licences at once (two reads, whatever their number). */
export async function titleFactsOf(
  db: Connection,
  licences: Pick<DownloadLicenceDoc, 'movie_id' | 'episode_id'>[],
): Promise<(l: Pick<DownloadLicenceDoc, 'movie_id' | 'episode_id'>) => TitleFacts> {
  const movieIds = [...new Set(licences.map((l) => l.movie_id))];
  const episodeIds = [...new Set(licences.flatMap((l) => (l.episode_id ? [l.episode_id] : [])))];
  const [movies, episodes] = await Promise.all([
    movieModel(db)
      .find({ _id: { $in: movieIds } }, { title: 1, thumbnail: 1 })
      .lean(),
    episodeIds.length
      ? episodeModel(db)
          .find({ _id: { $in: episodeIds } }, { season: 1, number: 1, title: 1 })
          .lean()
      : Promise.resolve([]),
  ]);
  return (l) => {
    const movie = movies.find((m) => m._id === l.movie_id);
    const episode = l.episode_id ? episodes.find((e) => e._id === l.episode_id) : undefined;
    return {
      title: movie?.title ?? '',
      posterUrl: posterOf({ thumbnail: movie?.thumbnail ?? null }),
      episode: episode ? { season: episode.season, number: episode.number, title: episode.title } : null,
    };
  };
}
