import type { WatchProgress } from '@premieres/contracts';
import { minutesLeft, resumeEpisodeCode, resumeState } from './resumeState';

const at = (positionSeconds: number, durationSeconds: number, extra: Partial<WatchProgress> = {}) =>
  ({
    movieId: '2',
    positionSeconds,
    durationSeconds,
    fraction: positionSeconds / durationSeconds,
    finished: positionSeconds / durationSeconds >= 0.95,
    resumeAtSeconds: positionSeconds,
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  }) as WatchProgress;

const episodes = [
  { id: 'tv1-s1e1', season: 1, number: 1, title: 'The New Tenant' },
  { id: 'tv1-s1e3', season: 1, number: 3, title: 'The Missing Scooter' },
];

describe('resumeState', () => {
  it('a started movie resumes with its share watched and the time left', () => {
    expect(resumeState(at(20, 120), [])).toEqual({ fraction: 20 / 120, secondsLeft: 100 });
  });

  it('nothing started, a second in, or finished: Play from the beginning', () => {
    expect(resumeState(undefined, [])).toBeNull();
    expect(resumeState({ ...at(0, 120), updatedAt: null }, [])).toBeNull();
    expect(resumeState(at(1, 120), [])).toBeNull();
    expect(resumeState(at(118, 120), [])).toBeNull();
  });

  it('a series resumes its current episode, by code', () => {
    const state = resumeState(at(300, 1320, { episodeId: 'tv1-s1e3' }), episodes);
    expect(state?.episode?.id).toBe('tv1-s1e3');
    expect(state?.secondsLeft).toBe(1020);
    expect(resumeEpisodeCode(episodes[1] as (typeof episodes)[number])).toBe('S1:E3');
  });

  it('a series whose next episode is up resumes it from its start', () => {
    expect(resumeState(at(0, 1320, { episodeId: 'tv1-s1e3' }), episodes)?.episode?.id).toBe('tv1-s1e3');
  });

  it('minutes left round, and a few seconds still read as a minute', () => {
    expect(minutesLeft(100)).toBe(2);
    expect(minutesLeft(5)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });
});
