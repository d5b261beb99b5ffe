import type { EpisodeDoc } from '../../models/episode';
import { SAMPLE_RECORDS } from './sample-records';
import { SAMPLE_SYNOPSES } from './sample-synopses';

/** Episode names per sample series, in order; a longer series cycles them with "(Part 2)". */
const NAMES: Record<string, string[]> = {
  tv1: [
    'The New Tenant',
    'Tea at Four',
    'The Missing Scooter',
    'Power Cut',
    'Wedding Season',
    'The Cricket Match',
    'Monsoon Leak',
    'Goodbye, Sharma-ji',
  ],
  tv2: [
    'First Light',
    'The Crossing',
    'Night Patrol',
    'Sandstorm',
    'The Informer',
    'Checkpoint Nine',
    'Radio Silence',
    'Homecoming',
  ],
  tv3: [
    'Landing Day',
    'Oxygen Budget',
    'The Greenhouse',
    'Dust Devils',
    'Signal from Earth',
    'The Far Side',
    'Moonquake',
    'Earthrise',
  ],
};

/** Each sample episode runs 22 minutes in the catalogue (the seeded media is shorter). */
export const SAMPLE_EPISODE_SECONDS = 22 * 60;

/** Stable ids ('tv1-s1e1'), so the seed is idempotent and tests can name an episode. */
export const sampleEpisodeId = (movieId: string, season: number, number: number) =>
  `${movieId}-s${season}e${number}`;

/** The sample series' episodes: the record's episode count spread evenly over its seasons. */
export const SAMPLE_EPISODES: EpisodeDoc[] = SAMPLE_RECORDS.filter((r) => r.type === 'tv').flatMap(
  (series) => {
    const names = NAMES[series._id] ?? [];
    const seasons = series.seasons ?? 1;
    const perSeason = Math.max(1, Math.round((series.episodes ?? seasons) / seasons));
    const rows: EpisodeDoc[] = [];
    for (let season = 1; season <= seasons; season++) {
      for (let number = 1; number <= perSeason; number++) {
        const index = (season - 1) * perSeason + number - 1;
        const name = names[index % Math.max(1, names.length)] ?? `Episode ${number}`;
        const cycle = Math.floor(index / Math.max(1, names.length));
        rows.push({
          _id: sampleEpisodeId(series._id, season, number),
          movie_id: series._id,
          season,
          number,
          title: cycle > 0 ? `${name} (Part ${cycle + 1})` : name,
          duration_seconds: SAMPLE_EPISODE_SECONDS,
          synopsis: SAMPLE_SYNOPSES[series._id]?.[index] ?? null,
          content_url: null,
          // A short intro inside even the e2e seed's 12-second clips: 3 s of cold open, then 6 s.
          intro_start_seconds: 3,
          intro_end_seconds: 9,
          created_at: series.created_at,
          updated_at: series.created_at,
        });
      }
    }
    return rows;
  },
);
