import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  byGenre,
  isMoviesTrendingRow,
  TRENDING_MAX,
  toMovieDisplay,
  validateTitleScript,
} from '@premieres/contracts';
import { toMovieRecord } from '../../models/movie';
import { posterFileName } from './poster-name';
import { renderPosterSvg, wrapTitle } from './poster-svg';
import { SAMPLE_CATEGORIES } from './sample-categories';
import { SAMPLE_MOVIES } from './sample-movies';
import { isLocalVideo, SAMPLE_RECORDS } from './sample-records';
import { DEFAULT_VIDEO_DIR } from './seed-catalogue';

const display = SAMPLE_RECORDS.map((r) => toMovieDisplay(toMovieRecord(r)));
const movies = display.filter((m) => m.type === 'movie');
const series = display.filter((m) => m.type === 'tv');

describe('sample catalogue', () => {
  it("has the spec's ids: '1' to '16', 'tv1' to 'tv3' and one slug id", () => {
    const ids = SAMPLE_MOVIES.map((m) => m.id);
    const expected = [...Array.from({ length: 16 }, (_, i) => String(i + 1)), 'tv1', 'tv2', 'tv3'];
    expect(ids.filter((id) => expected.includes(id)).sort()).toEqual([...expected].sort());
    const others = ids.filter((id) => !expected.includes(id));
    expect(others).toHaveLength(1);
    expect(others[0]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every title in Devanagari and in Malayalam script', () => {
    for (const sample of SAMPLE_MOVIES) {
      expect([sample.id, validateTitleScript(sample.title_hi, 'devanagari')]).toEqual([sample.id, null]);
      expect([sample.id, validateTitleScript(sample.title_ml, 'malayalam')]).toEqual([sample.id, null]);
      expect(sample.title_hi.trim() && sample.title_ml.trim()).toBeTruthy();
    }
  });

  it('fills every browse row of the Movies and Premieres pages', () => {
    expect(movies.filter(isMoviesTrendingRow).length).toBeGreaterThanOrEqual(4);
    for (const genre of ['Action', 'Sci-Fi', 'Comedy'])
      expect(movies.filter(byGenre(genre)).length).toBeGreaterThan(0);
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const genre of ['Drama', 'Action', 'Sci-Fi'])
      expect(series.filter(byGenre(genre)).length).toBeGreaterThan(0);
  });

  it('fills the ten trending positions once each', () => {
    const positions = SAMPLE_RECORDS.flatMap((r) =>
      r.trending_position === null ? [] : [r.trending_position],
    );
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: TRENDING_MAX }, (_, i) => i + 1));
    for (const r of SAMPLE_RECORDS) expect(r.is_trending).toBe(r.trending_position !== null);
  });

  it('gives every genre a seeded category and series their seasons and episodes', () => {
    const names = SAMPLE_CATEGORIES.map((c) => c.name);
    for (const m of SAMPLE_MOVIES) expect(names).toContain(m.genre);
    for (const s of series) {
      expect(s.seasons).toBeGreaterThan(0);
      expect(s.episodes).toBeGreaterThan(0);
      expect(s.duration).toBe(`${s.seasons} seasons`);
    }
    for (const m of movies) expect(m.duration).toMatch(/^\d+ min$/);
  });

  it('resolves posters into movie-thumbnails and local trailers into movie-trailers', () => {
    for (const m of display) expect(m.thumbnail).toMatch(/^\/media\/movie-thumbnails\/[a-z0-9-]+\.svg$/);
    const local = display.filter((m) => m.trailerUrl.startsWith('/media/movie-trailers/'));
    expect(local.length).toBeGreaterThanOrEqual(3);
    // A clip is a trailer, never the film: no sample record names a film (its media assets do).
    for (const m of SAMPLE_RECORDS) expect(m.content_url).toBeNull();
    const withoutVideo = display.filter((m) => m.trailerUrl === '');
    expect(withoutVideo.map((m) => m.id)).toEqual(['16']);
    const others = display.filter((m) => m.trailerUrl.startsWith('http'));
    for (const m of others) expect(m.trailerUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
  });

  it('ships each local trailer as an MP4 whose index comes before its media data (fast start)', () => {
    for (const m of SAMPLE_MOVIES) {
      if (!isLocalVideo(m.trailer)) continue;
      const bytes = readFileSync(path.join(DEFAULT_VIDEO_DIR, m.trailer));
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      const moov = bytes.indexOf('moov');
      expect(moov).toBeGreaterThan(0);
      expect(moov).toBeLessThan(bytes.indexOf('mdat'));
      expect(bytes.length).toBeLessThan(1_000_000);
    }
  });
});

describe('generated posters', () => {
  it('are SVG documents carrying the escaped title', () => {
    const svg = renderPosterSvg({
      title: 'Tom & Jerry <Live>',
      genre: 'Comedy',
      type: 'movie',
      release_year: 2025,
      language: 'Hindi',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('TOM &#38;');
    expect(svg).not.toMatch(/<Live>|<LIVE>/);
  });

  it('wrap long titles at spaces and name files by title', () => {
    expect(wrapTitle('The Last Monsoon')).toEqual(['THE LAST', 'MONSOON']);
    expect(posterFileName('Shatranj Ke Mohre')).toBe('shatranj-ke-mohre.svg');
  });

  it('rates titles across the classes: some adult, several for children', () => {
    const count = (cert: string) => SAMPLE_MOVIES.filter((m) => m.certification === cert).length;
    expect(count('A')).toBeGreaterThanOrEqual(1);
    expect(count('U') + count('U/A 7+')).toBeGreaterThanOrEqual(6);
    // A ceiling-filtered trending row and search still have titles for a U/A 7+ profile.
    expect(SAMPLE_MOVIES.some((m) => m.certification === 'A' && m.trending_position !== null)).toBe(true);
    expect(
      SAMPLE_MOVIES.some((m) => ['U', 'U/A 7+'].includes(m.certification) && m.trending_position !== null),
    ).toBe(true);
  });
});
