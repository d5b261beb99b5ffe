import type { WebVitalSample, WebVitalsSummary } from '@premieres/contracts';
import { webVitalModel } from '../../src/models/web-vital';
import { REPORTS_PER_MINUTE } from '../../src/plugins/vitals';
import { percentileOfSorted } from '../../src/plugins/vitals/percentiles';
import { useClockedApp } from '../account/clocked-app';
import { bearer, DEV_MODERATOR, type Session, signIn, signUp } from '../helpers';

const { clock, state } = useClockedApp(new Date('2026-05-01T10:00:00.000Z'));
let moderator: Session;
let member: Session;
let sampleCounter = 0;

beforeAll(async () => {
  moderator = await signIn(state.app, DEV_MODERATOR.email, DEV_MODERATOR.password);
  member = await signUp(state.app);
});

beforeEach(async () => {
  await webVitalModel(state.app.db).deleteMany({});
});

const sample = (
  metric: WebVitalSample['metric'],
  value: number,
  route = '/movies',
  release?: string,
): WebVitalSample => ({
  id: `v5-${++sampleCounter}`,
  route,
  metric,
  value,
  ...(release ? { release } : {}),
});

/** Each report from its own address, as real visitors' beacons come, so the limit stays out of it. */
function report(payload: unknown, remoteAddress = `10.90.0.${(sampleCounter % 250) + 1}`) {
  return state.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, remoteAddress });
}

async function summary(who: Session = moderator): Promise<WebVitalsSummary> {
  const res = await state.app.inject({
    method: 'GET',
    url: '/api/admin/analytics/vitals',
    headers: bearer(who.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('web vitals field data', () => {
  it('stores an anonymous report: route pattern, metric and value, nothing about the visitor', async () => {
    const res = await report({
      samples: [sample('LCP', 1234.5, '/content/:id', 'mfe-browse@1.4.0+shell@2.1.0'), sample('CLS', 0.02)],
    });
    expect(res.statusCode).toBe(204);
    const docs = await webVitalModel(state.app.db)
      .find({}, { _id: 0, sample_id: 0 })
      .sort({ metric: 1 })
      .lean();
    expect(docs).toEqual([
      { route: '/movies', metric: 'CLS', value: 0.02, release: null, at: clock.now() },
      {
        route: '/content/:id',
        metric: 'LCP',
        value: 1234.5,
        release: 'mfe-browse@1.4.0+shell@2.1.0',
        at: clock.now(),
      },
    ]);
  });

  it('a metric reported again for the same page view replaces its value instead of counting twice', async () => {
    const first = sample('INP', 80);
    await report({ samples: [first] });
    await report({ samples: [{ ...first, value: 240 }] });
    expect((await summary()).items).toEqual([{ route: '/movies', metric: 'INP', p75: 240, samples: 1 }]);
  });

  it.each([
    ['no samples', { samples: [] }],
    [
      'a visited path instead of a pattern',
      { samples: [{ ...sample('LCP', 1), route: '/content/Rann Bhoomi' }] },
    ],
    ['an unknown metric', { samples: [{ ...sample('LCP', 1), metric: 'FID' }] }],
    ['a negative value', { samples: [sample('CLS', -1)] }],
    ['a value that is no number', { samples: [{ ...sample('LCP', 1), value: 'fast' }] }],
    ['a release with a space', { samples: [sample('LCP', 1, '/movies', 'mfe-browse 1.4')] }],
    ['an extra field', { samples: [{ ...sample('LCP', 1), email: 'a@b.in' }] }],
    ['too many samples', { samples: Array.from({ length: 21 }, () => sample('LCP', 1)) }],
  ])('refuses %s with a 400 and stores nothing', async (_name, body) => {
    const res = await report(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    expect(await webVitalModel(state.app.db).countDocuments()).toBe(0);
  });

  it(`limits one address to ${REPORTS_PER_MINUTE} reports a minute`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE; i += 1)
      statuses.push((await report({ samples: [sample('LCP', 1)] }, '10.91.0.1')).statusCode);
    expect(statuses.slice(0, REPORTS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses[REPORTS_PER_MINUTE]).toBe(429);
  });

  it('computes the p75 per route and metric (nearest rank) from known samples', async () => {
    const lcp = [900, 100, 800, 200, 700, 300, 600, 400]; // sorted 100..900 without 500: p75 = 700
    const inp = [40, 120, 80, 60]; // sorted 40, 60, 80, 120: p75 = 80
    await report({ samples: lcp.map((v) => sample('LCP', v)) });
    await report({ samples: inp.map((v) => sample('INP', v, '/content/:id')) });
    await report({ samples: [sample('CLS', 0.3, '/')] });
    expect((await summary()).items).toEqual([
      { route: '/', metric: 'CLS', p75: 0.3, samples: 1 },
      { route: '/content/:id', metric: 'INP', p75: 80, samples: 4 },
      { route: '/movies', metric: 'LCP', p75: 700, samples: 8 },
    ]);
  });

  it('leaves samples older than the retention window out of the percentiles', async () => {
    await report({ samples: [sample('LCP', 5000)] });
    clock.advance(31 * 86_400_000);
    await report({ samples: [sample('LCP', 1000)] });
    expect((await summary()).items).toEqual([{ route: '/movies', metric: 'LCP', p75: 1000, samples: 1 }]);
  });

  it("gives each release its p75 per route, oldest first, and flags one more than 10 % worse in LCP than the route's previous", async () => {
    // Each release's samples a day apart, so the order of first sight is known; names sort otherwise.
    const start = clock.now().getTime();
    const lcp = async (route: string, release: string, values: number[]) => {
      await report({ samples: values.map((v) => sample('LCP', v, route, release)) });
    };
    await lcp('/movies', 'mfe-browse@1.9.0', [1000, 900, 1000, 800]); // p75 1000
    await report({ samples: [sample('INP', 120, '/movies', 'mfe-browse@1.9.0')] });
    await lcp('/content/:id', 'mfe-browse@1.9.0', [2000, 2000, 2000, 2000]); // p75 2000
    clock.advance(86_400_000);
    await lcp('/movies', 'mfe-browse@1.10.0', [1150, 1150, 1000, 1150]); // p75 1150: +15 %
    await lcp('/content/:id', 'mfe-browse@1.10.0', [2200, 2200, 2200, 2200]); // p75 2200: +10 % exactly
    await report({ samples: [sample('LCP', 9000, '/movies')] }); // an older shell: no release
    clock.advance(86_400_000);
    await lcp('/movies', 'mfe-browse@1.10.1', [1190, 1190, 1190, 1190]); // +3.5 % on 1.10.0
    await report({ samples: [sample('CLS', 0.01, '/movies', 'mfe-browse@1.10.2')] }); // no LCP yet

    const { items, releases } = await summary();
    // Over all releases, the sample without one included: 13 LCP values, the 10th is 1190.
    expect(items).toContainEqual({ route: '/movies', metric: 'LCP', p75: 1190, samples: 13 });
    const day = (n: number) => new Date(start + n * 86_400_000).toISOString();
    expect(
      releases.map(({ route, release, firstSeen, previous, lcpRegression }) => ({
        route,
        release,
        firstSeen,
        previous,
        lcpRegression,
      })),
    ).toEqual([
      {
        route: '/content/:id',
        release: 'mfe-browse@1.9.0',
        firstSeen: day(0),
        previous: undefined,
        lcpRegression: false,
      },
      {
        route: '/content/:id',
        release: 'mfe-browse@1.10.0',
        firstSeen: day(1),
        previous: 'mfe-browse@1.9.0',
        lcpRegression: false,
      },
      {
        route: '/movies',
        release: 'mfe-browse@1.9.0',
        firstSeen: day(0),
        previous: undefined,
        lcpRegression: false,
      },
      {
        route: '/movies',
        release: 'mfe-browse@1.10.0',
        firstSeen: day(1),
        previous: 'mfe-browse@1.9.0',
        lcpRegression: true,
      },
      {
        route: '/movies',
        release: 'mfe-browse@1.10.1',
        firstSeen: day(2),
        previous: 'mfe-browse@1.10.0',
        lcpRegression: false,
      },
      {
        route: '/movies',
        release: 'mfe-browse@1.10.2',
        firstSeen: day(2),
        previous: undefined,
        lcpRegression: false,
      },
    ]);
    const flagged = releases.find((r) => r.lcpRegression);
    expect(flagged?.lcpChange).toBeCloseTo(0.15, 10);
    expect(flagged?.cells).toEqual([{ metric: 'LCP', p75: 1150, samples: 4 }]);
    expect(releases.find((r) => r.route === '/movies' && r.release === 'mfe-browse@1.9.0')?.cells).toEqual([
      { metric: 'LCP', p75: 1000, samples: 4 },
      { metric: 'INP', p75: 120, samples: 1 },
    ]);
    expect(
      releases.find((r) => r.route === '/content/:id' && r.lcpChange !== undefined)?.lcpChange,
    ).toBeCloseTo(0.1, 10);
  });

  it('is read by staff only', async () => {
    const anonymous = await state.app.inject({ method: 'GET', url: '/api/admin/analytics/vitals' });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await state.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/vitals',
      headers: bearer(member.accessToken),
    });
    expect(asMember.statusCode).toBe(403);
    expect((await summary(moderator)).days).toBe(30);
  });
});

describe('percentileOfSorted', () => {
  it('takes the nearest rank', () => {
    expect(percentileOfSorted([1, 2, 3, 4, 5, 6, 7, 8], 75)).toBe(6);
    expect(percentileOfSorted([10], 75)).toBe(10);
    expect(percentileOfSorted([1, 2, 3, 4], 75)).toBe(3);
    expect(percentileOfSorted([], 75)).toBe(0);
  });
});
