import { localTrailerUrl, type MovieDisplay } from '@premieres/contracts';
import { intendToPlay, openPlayer, type PlayerRequest } from '@premieres/player-store';

/**
 * True when the title has no film but a trailer: its Play button says "Play trailer" and rows
 * mark it, so the trailer is never taken for the film.
 */
export function playsTrailer(movie: MovieDisplay): boolean {
  return !movie.hasContent && (movie.hasLocalTrailer || movie.trailerUrl !== '');
}

/** The trailer to play: the title's own HLS ladder when it has one, else its trailer URL. */
export function trailerVideoUrl(movie: Pick<MovieDisplay, 'id' | 'hasLocalTrailer' | 'trailerUrl'>): string {
  return movie.hasLocalTrailer ? localTrailerUrl(movie.id) : movie.trailerUrl;
}

/**
 * What Play and Watch Trailer ask the player for. Play asks for the film, whose signed URL the
 * player requests itself (subscribers only; others get the plans upsell), or, for a title without
 * a film, its trailer (the button then says so); an empty URL makes the player say it is unavailable.
 */
export function playerRequest(movie: MovieDisplay, intent: 'play' | 'trailer'): PlayerRequest {
  if (intent === 'play' && movie.hasContent) {
    return { title: movie.title, videoUrl: '', kind: 'content', movieId: movie.id };
  }
  return { title: movie.title, videoUrl: trailerVideoUrl(movie), kind: 'trailer', movieId: movie.id };
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
