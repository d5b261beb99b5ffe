import { type Episode, resumePosition, type WatchProgress } from '@premieres/contracts';

type EpisodeBrief = Pick<Episode, 'id' | 'season' | 'number' | 'title'>;

/** What the detail page offers once the profile has started a title. */
export interface ResumeState {
  /** 0..1 of the title (or, for a series, of its current episode) watched. */
  fraction: number;
  secondsLeft: number;
  /** A series: the episode Resume plays (its own position); absent for a movie. */
  episode?: EpisodeBrief;
}

/**
 * Resume, or null when Play starts from the beginning: nothing started, too early to matter, or
 * finished. A series resumes its current episode, even at 0 s when the last one was just
 * finished and the next is up (the series itself is then still under way).
 */
export function resumeState(
  progress: WatchProgress | undefined,
  episodes: readonly EpisodeBrief[],
): ResumeState | null {
  if (!progress?.updatedAt || progress.finished) return null;
  const left = Math.max(0, progress.durationSeconds - progress.positionSeconds);
  if (progress.episodeId) {
    const episode = episodes.find((e) => e.id === progress.episodeId);
    if (!episode) return null;
    return { fraction: progress.fraction, secondsLeft: left, episode };
  }
  if (resumePosition(progress.positionSeconds, progress.durationSeconds) <= 0) return null;
  return { fraction: progress.fraction, secondsLeft: left };
}

/** 'S1:E3': the code Resume names an episode by. */
export function resumeEpisodeCode(episode: Pick<Episode, 'season' | 'number'>): string {
  return `S${episode.season}:E${episode.number}`;
}

/** Whole minutes left, never 0 while something is left (a few seconds read as 1 min). */
export function minutesLeft(secondsLeft: number): number {
  return secondsLeft <= 0 ? 0 : Math.max(1, Math.round(secondsLeft / 60));
}
