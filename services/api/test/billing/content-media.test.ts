import { manualClock } from '../../src/core/clock';
import { asViewer, bearer, createViewerProfile, type Session, selectViewerProfile, signUp } from '../helpers';
import { FILM_BYTES, storeFilm } from '../support/stored-film';
import { useTestApp } from '../support/test-app';
import { subscribe } from './billing-fixtures';

/** Every way a player or a curious visitor may ask for bytes. */
const RANGE_VARIANTS: (string | undefined)[] = [
  undefined,
  'bytes=0-0',
  'bytes=0-1023',
  'bytes=100-',
  'bytes=-500',
  'bytes=0-9,5-20',
  'bytes=0-9,500-509',
  'bytes=999999999-',
];

const clock = manualClock(new Date('2025-06-01T00:00:00Z'));
const api = useTestApp({ clock });
let subscriber: Session;
let member: Session;

beforeAll(async () => {
  subscriber = await signUp(api.app);
  member = await signUp(api.app);
  await subscribe(api.app, subscriber, 'standard');
  // The sample clip is the title's trailer only; its film is a stored file here.
  await storeFilm(api.app, 'the-last-monsoon');
  await storeFilm(api.app, '1');
});

const grant = (s: Session, id = 'the-last-monsoon', headers = bearer(s.accessToken)) =>
  api.app.inject({ method: 'GET', url: `/api/playback/${id}`, headers });

function fetchMedia(url: string, method: 'GET' | 'HEAD', range?: string) {
  return api.app.inject({ method, url, headers: range ? { range } : {} });
}

describe('playback grants', () => {
  it('gives a subscriber a short-lived signed URL with the plan’s caps', async () => {
    const res = await grant(subscriber);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ plan: 'standard', qualityLines: 1080, screens: 2 });
    expect(body.url).toMatch(/^\/media\/content\/the-last-monsoon\?u=[a-f0-9]{24}&p=-&e=\d+&s=[\w-]+$/);
    expect(new Date(body.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60 * 1000);
  });

  it('refuses a member without a subscription (403 SUBSCRIPTION_REQUIRED) and a visitor (401)', async () => {
    const refused = await grant(member);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    expect((await api.app.inject({ method: 'GET', url: '/api/playback/the-last-monsoon' })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for unknown titles and NO_CONTENT for titles without content', async () => {
    expect((await grant(subscriber, 'no-such-title')).statusCode).toBe(404);
    const none = await grant(subscriber, '16');
    expect([none.statusCode, none.json().code]).toEqual([404, 'NO_CONTENT']);
  });

  it('a title above a kids profile’s ceiling does not exist for it, media URL included', async () => {
    const kidsProfile = await createViewerProfile(api.app, subscriber, {
      name: 'Kids',
      kids: true,
      ceiling: 'U/A 7+',
    });
    const token = await selectViewerProfile(api.app, subscriber, kidsProfile.id);
    // Title '1' (Rann Bhoomi) is rated A.
    const res = await grant(subscriber, '1', asViewer(subscriber, token));
    expect([res.statusCode, res.json().message]).toEqual([404, 'Content not found']);
    expect((await grant(subscriber, '1')).statusCode).toBe(200);
  });
});

describe('content media', () => {
  it('a subscriber’s signed URL serves every Range variant, GET and HEAD', async () => {
    const { url } = (await grant(subscriber)).json();
    const whole = await fetchMedia(url, 'GET');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.rawPayload.equals(FILM_BYTES)).toBe(true);
    for (const range of RANGE_VARIANTS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await fetchMedia(url, method, range);
        expect([200, 206, 416]).toContain(res.statusCode);
      }
    }
    expect((await fetchMedia(url, 'GET', 'bytes=0-1023')).rawPayload).toHaveLength(1024);
    expect((await fetchMedia(url, 'GET', 'bytes=999999999-')).statusCode).toBe(416);
    // Dozens of requests in sequence: more than jest's default 5 s on a busy 2-core machine.
  }, 30_000);

  it('no signature, a forged one, another account or title, or an expired link: 403 on every variant', async () => {
    const { url } = (await grant(subscriber)).json();
    const parsed = new URL(url, 'http://x');
    const withParam = (key: string, value: string) => {
      const copy = new URL(parsed);
      copy.searchParams.set(key, value);
      return `${copy.pathname}${copy.search}`;
    };
    const attempts = [
      '/media/content/the-last-monsoon',
      withParam('s', 'A'.repeat(43)),
      withParam('u', member.userId),
      withParam('e', String(Number(parsed.searchParams.get('e')) + 3600)),
      `/media/content/rann-bhoomi${parsed.search}`,
    ];
    for (const attempt of attempts) {
      for (const range of RANGE_VARIANTS) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await fetchMedia(attempt, method, range);
          expect(`${method} ${attempt} ${range}: ${res.statusCode}`).toBe(
            `${method} ${attempt} ${range}: 403`,
          );
        }
      }
    }
  });

  it('the private content bucket is not a public bucket URL; trailers stay public', async () => {
    expect((await fetchMedia('/media/movie-content/the-last-monsoon-film.mp4', 'GET')).statusCode).toBe(404);
    expect(
      (await fetchMedia('/media/movie-trailers/the-last-monsoon.mp4', 'GET', 'bytes=0-9')).statusCode,
    ).toBe(206);
  });

  it('a signed URL stops working at its expiry by the server clock', async () => {
    const { url } = (await grant(subscriber)).json();
    clock.advance(29 * 60 * 1000);
    expect((await fetchMedia(url, 'GET', 'bytes=0-0')).statusCode).toBe(206);
    clock.advance(2 * 60 * 1000);
    const expired = await fetchMedia(url, 'GET', 'bytes=0-0');
    expect([expired.statusCode, expired.json().code]).toEqual([403, 'MEDIA_LINK_INVALID']);
  });
});
