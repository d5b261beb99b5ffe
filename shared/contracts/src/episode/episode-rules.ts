import type { Episode, IntroMarkers } from './episode';

type Markers = { introStartSeconds?: number | null; introEndSeconds?: number | null };

/**
 * Intro markers come in pairs and the start is before the end (and inside the episode, when its
 * length is known). Answers the field at fault, or null when the markers are fine.
 */
export function introMarkersError(markers: Markers, durationSeconds?: number): keyof IntroMarkers | null {
  const start = markers.introStartSeconds ?? null;
  const end = markers.introEndSeconds ?? null;
  if (start === null && end === null) return null;
  if (start === null) return 'introStartSeconds';
  if (end === null || end <= start) return 'introEndSeconds';
  if (durationSeconds !== undefined && end > durationSeconds) return 'introEndSeconds';
  return null;
}

/** The markers as a pair, or null when there are none. */
export function introOf(markers: Markers): { start: number; end: number } | null {
  const start = markers.introStartSeconds ?? null;
  const end = markers.introEndSeconds ?? null;
  return start !== null && end !== null && end > start ? { start, end } : null;
}

/** Skip Intro shows while the playhead is inside the intro (not in its last half second). */
export function isInIntro(intro: { start: number; end: number } | null, currentSeconds: number): boolean {
  return intro !== null && currentSeconds >= intro.start && currentSeconds < intro.end - 0.5;
}

type Ordered = Pick<Episode, 'id' | 'season' | 'number'>;

/** Season then number order. */
export function compareEpisodes(a: Ordered, b: Ordered): number {
  return a.season - b.season || a.number - b.number;
}

/** The episode after `id` in season/number order (the next season's first after a season's last). */
export function nextEpisodeOf<T extends Ordered>(episodes: readonly T[], id: string): T | null {
  const ordered = [...episodes].sort(compareEpisodes);
  const at = ordered.findIndex((e) => e.id === id);
  return at >= 0 ? (ordered[at + 1] ?? null) : null;
}

/** 'S1 · E2' style label parts. */
export function episodeCode(episode: Pick<Episode, 'season' | 'number'>): string {
  return `S${episode.season}E${episode.number}`;
}
