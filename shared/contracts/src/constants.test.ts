import {
  CONTACT_LIMIT,
  CSRF,
  LANGUAGES,
  MONEY_BACK_DAYS,
  QUERY_DEFAULTS,
  RECENT_CONTENT,
  ROW_SCROLL_STEP,
  SCROLLBAR_HIDE_DELAY,
  SESSION_REFRESH,
  SIGN_IN_LIMIT,
  SPEED_TEST,
  THUMBNAIL_MANAGER_FILTER,
  TRENDING_MAX,
} from './constants';
import { PLANS } from './plan/plan-catalogue';

describe('PLANS', () => {
  it('has Basic, Standard and Premium at 159, 339 and 699 rupees', () => {
    expect(PLANS.map((p) => [p.name, p.price])).toEqual([
      ['Basic', 159],
      ['Standard', 339],
      ['Premium', 699],
    ]);
  });

  it('carries the exact features', () => {
    expect(PLANS[0]?.features).toEqual([
      '1 mobile device',
      '480p',
      'Unlimited movies and premieres',
      'Cancel anytime',
    ]);
    expect(PLANS[1]?.features).toEqual(['2 screens', '1080p Full HD', 'Download on 2 devices']);
    expect(PLANS[2]?.features).toEqual([
      '3 screens',
      '4K Ultra HD + HDR',
      'Download on 6 devices',
      'Spatial audio',
    ]);
  });

  it('marks only Standard as Most Popular with Start Premium Trial', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['standard']);
    expect(PLANS[1]).toMatchObject({ badge: 'Most Popular', cta: 'Start Premium Trial' });
  });
});

describe('limits and constants (spec §9)', () => {
  it('has the spec values', () => {
    expect(SIGN_IN_LIMIT).toEqual({ attempts: 5, windowMinutes: 15 });
    expect(CSRF).toMatchObject({ length: 32, storageKey: 'csrf-token' });
    expect(CSRF.alphabet).toHaveLength(64);
    expect(CONTACT_LIMIT).toMatchObject({ submissions: 3, windowMinutes: 60, sendDelayMs: 1000 });
    expect(TRENDING_MAX).toBe(10);
    expect(ROW_SCROLL_STEP).toBe(400);
    expect(SCROLLBAR_HIDE_DELAY).toBe(600);
    expect(LANGUAGES).toEqual(['en', 'hi', 'ml']);
    expect(RECENT_CONTENT).toBe(5);
    expect(QUERY_DEFAULTS).toEqual({ retry: 3, baseDelayMs: 1000, maxDelayMs: 30000, gcTimeMs: 300000 });
    expect(SESSION_REFRESH).toEqual({ checkEveryMs: 30000, refreshWhenTicksLeft: 3 });
    expect(MONEY_BACK_DAYS).toBe(30);
    expect(THUMBNAIL_MANAGER_FILTER).toEqual({
      minRating: 7,
      genres: ['Action', 'Sci-Fi', 'Comedy', 'Drama', 'Thriller'],
    });
  });

  it('has the speed test figures', () => {
    expect(SPEED_TEST).toMatchObject({
      steps: 10,
      stepMs: 300,
      downloadMbps: { min: 20, max: 120 },
      uploadMbps: { min: 10, max: 60 },
      pingMs: { min: 5, max: 35 },
    });
    expect(SPEED_TEST.recommendations.map((r) => [r.quality, r.minMbps])).toEqual([
      ['4K', 25],
      ['1080p', 5],
      ['720p', 3],
      ['SD', 1],
    ]);
  });
});
