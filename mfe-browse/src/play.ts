import type { MovieDisplay } from '@premieres/contracts';
import { intendToPlay, openPlayer, type PlayerRequest } from '@premieres/player-store';

/**
 * What Play and Watch Trailer ask the player for. Play asks for the content, whose signed URL the
 * player requests itself (subscribers only; others get the plans upsell), and falls back to the
 * trailer when a title has no content yet; an empty URL makes the player say it is unavailable.
 */
export function playerRequest(movie: MovieDisplay, intent: 'play' | 'trailer'): PlayerRequest {
  if (intent === 'play' && movie.hasContent) {
    return { title: movie.title, videoUrl: '', kind: 'content', movieId: movie.id };
  }
  return { title: movie.title, videoUrl: movie.trailerUrl, kind: 'trailer', movieId: movie.id };
}

/** Browse never imports player code: it asks through the shared player store. */
export function requestPlayback(movie: MovieDisplay, intent: 'play' | 'trailer'): void {
  openPlayer(playerRequest(movie, intent));
}

/**
 * Spread on every button that opens the player (Play, Resume, an episode, Watch Trailer): the
 * pointer reaching it, keyboard focus or a touch mounts the player, so its code runs before the
 * click lands; until then a page downloads it at most (issue 12).
 */
export const playIntent = {
  onPointerEnter: intendToPlay,
  onFocus: intendToPlay,
  onTouchStart: intendToPlay,
} as const;
