import { episodesApi, watchProgressApi } from '@premieres/api-client';
import { type Episode, episodeCode, type MovieDisplay } from '@premieres/contracts';
import { openPlayer } from '@premieres/player-store';
import { requestPlayback } from '../play';

type EpisodeBrief = Pick<Episode, 'id' | 'season' | 'number' | 'title'>;

/** Asks the player (through the shared store) for one episode of a series. */
export function playEpisode(movie: Pick<MovieDisplay, 'id' | 'title'>, episode: EpisodeBrief): void {
  openPlayer({
    title: `${movie.title} · ${episodeCode(episode)} · ${episode.title}`,
    videoUrl: '',
    kind: 'content',
    movieId: movie.id,
    episodeId: episode.id,
  });
}

/**
 * Play on a series: the episode the profile is on (S1E1 when none; the API decides); without an
 * answer (not a subscriber) S1E1, whose grant the player turns into the upsell. A series without
 * episodes plays like a title.
 */
export async function playSeries(movie: MovieDisplay, episodes: readonly EpisodeBrief[]): Promise<void> {
  const current = await watchProgressApi
    .get(movie.id)
    .then((progress) => progress.episodeId ?? null)
    .catch(() => null);
  const episode = episodes.find((e) => e.id === current) ?? episodes[0];
  if (episode) playEpisode(movie, episode);
  else requestPlayback(movie, 'play');
}

/** Play on a series' card: its episodes are read first (none: the series itself is asked for). */
export async function playSeriesFromCard(movie: MovieDisplay): Promise<void> {
  const seasons = await episodesApi.seasons(movie.id).catch(() => null);
  await playSeries(
    movie,
    (seasons?.seasons ?? []).flatMap((s) => s.episodes),
  );
}
