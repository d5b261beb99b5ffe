import { watchProgressApi } from '@premieres/api-client';
import { type Episode, episodeCode, type MovieDisplay } from '@premieres/contracts';
import { openPlayer } from '@premieres/player-store';

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
 * Play on a series: the episode the profile is on (S1E1 when none; the API decides). Without an
 * answer (not a subscriber) the player is asked for the series and shows the upsell itself.
 */
export async function playSeries(movie: MovieDisplay, episodes: readonly EpisodeBrief[]): Promise<void> {
  const current = await watchProgressApi
    .get(movie.id)
    .then((progress) => progress.episodeId ?? null)
    .catch(() => null);
  const episode = episodes.find((e) => e.id === current) ?? episodes[0];
  if (episode) playEpisode(movie, episode);
  else openPlayer({ title: movie.title, videoUrl: '', kind: 'content', movieId: movie.id });
}
