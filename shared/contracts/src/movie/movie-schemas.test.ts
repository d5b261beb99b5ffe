import { Value } from 'typebox/value';
import { TrendingSaveSchema } from '../admin/trending';
import { CERTIFICATIONS } from './certification';
import { MoviePatchSchema, MovieRecordSchema, MovieWriteSchema } from './movie';
import { movieFormDefaults } from './movie-form';
import { movieRecord } from './movie-record.fixture';
import { toMovieWrite } from './movie-record-input';
import { mergeMoviePatch, validateMovieWrite } from './movie-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const write = () => toMovieWrite({ ...movieFormDefaults(NOW), title: 'Dune' });

describe('admin schemas', () => {
  it('accepts what the form produces and refuses unknown fields', () => {
    expect(Value.Check(MovieWriteSchema, write())).toBe(true);
    expect(Value.Check(MovieWriteSchema, { ...write(), created_by: 'me' })).toBe(false);
    expect(Value.Check(MoviePatchSchema, { is_new: true })).toBe(true);
    expect(Value.Check(MoviePatchSchema, { is_new: true, trending_position: 1 })).toBe(false);
  });

  it('knows the five certifications and nothing else', () => {
    for (const certification of CERTIFICATIONS) {
      expect(Value.Check(MovieWriteSchema, { ...write(), certification })).toBe(true);
    }
    expect(Value.Check(MovieWriteSchema, { ...write(), certification: 'PG-13' })).toBe(false);
  });

  it('describes the stored record (the fixture fits)', () => {
    expect(Value.Check(MovieRecordSchema, movieRecord())).toBe(true);
  });

  it('takes exactly ten trending slots', () => {
    expect(Value.Check(TrendingSaveSchema, { slots: Array(10).fill(null) })).toBe(true);
    expect(Value.Check(TrendingSaveSchema, { slots: Array(9).fill(null) })).toBe(false);
  });
});

describe('validateMovieWrite', () => {
  it('runs the form rules with their messages', () => {
    expect(validateMovieWrite(write(), NOW)).toEqual({});
    expect(validateMovieWrite({ ...write(), title: '  ', rating: 7.35 }, NOW)).toEqual({
      title: 'movie.titleRequired',
      rating: 'movie.ratingStep',
    });
    const bad = { ...write(), certification: 'PG' } as unknown as ReturnType<typeof write>;
    expect(validateMovieWrite(bad, NOW).certification).toBe('movie.certificationInvalid');
  });

  it('judges a patch by the title it would save', () => {
    const merged = mergeMoviePatch(write(), {
      type: 'tv',
      seasons: 2,
      episodes: 8,
      duration_minutes: undefined,
    });
    expect(merged).toMatchObject({ type: 'tv', seasons: 2, episodes: 8, duration_minutes: 120 });
    expect(validateMovieWrite(merged, NOW)).toEqual({});
  });
});
