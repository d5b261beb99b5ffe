import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ADMIN_ERROR_CODES,
  type AuditEntry,
  MOVIE_CAST_DUPLICATE,
  MOVIE_CAST_EMPTY_NAME,
  MOVIE_DURATION_MIN,
  MOVIE_EPISODES_MIN,
  MOVIE_RATING_RANGE,
  MOVIE_RATING_STEP,
  MOVIE_SEASONS_MIN,
  MOVIE_THUMBNAIL_NOT_IMAGE,
  MOVIE_TITLE_REQUIRED,
  MOVIE_TRAILER_NOT_VIDEO,
  type MovieRecord,
  movieReleaseYearRange,
  STORAGE_BUCKETS,
} from '@premieres/contracts';
import type { InjectOptions } from 'fastify';
import { movieModel } from '../../src/models/movie';
import { bearer, DEV_MODERATOR, type Session, signIn } from '../helpers';
import { useTestApp } from '../support/test-app';
import {
  bucketContents,
  fileNames,
  movieWrite,
  mp4Bytes,
  multipart,
  type Part,
  pngBytes,
} from './admin-fixtures';

const THUMB_MAX = 64 * 1024;
const TRAILER_MAX = 256 * 1024;
const { thumbnails: THUMBS, trailers: TRAILERS } = STORAGE_BUCKETS;

const api = useTestApp({
  config: {
    uploadLimits: { thumbnailBytes: THUMB_MAX, trailerBytes: TRAILER_MAX },
  },
});
let moderator: Session;

beforeAll(async () => {
  moderator = await signIn(api.app, DEV_MODERATOR.email, DEV_MODERATOR.password);
}, 60_000);

function send(method: InjectOptions['method'], url: string, options: InjectOptions = {}) {
  return api.app.inject({
    ...options,
    method,
    url,
    headers: { ...bearer(moderator.accessToken), ...options.headers },
  });
}

function sendParts(method: InjectOptions['method'], url: string, parts: Part[]) {
  const body = multipart(parts);
  return send(method, url, { payload: body.payload, headers: body.headers });
}

const movieField = (value: object): Part => ({ name: 'movie', value: JSON.stringify(value) });
const thumbnail = (content = pngBytes()): Part => ({
  name: 'thumbnail',
  filename: 'poster.png',
  content,
  type: 'image/png',
});
const trailer = (content = mp4Bytes()): Part => ({
  name: 'trailer',
  filename: 'clip.mp4',
  content,
  type: 'video/mp4',
});

async function storageState() {
  return {
    thumbs: await bucketContents(api.app.db, THUMBS),
    trailers: await bucketContents(api.app.db, TRAILERS),
    titles: await movieModel(api.app.db).countDocuments(),
  };
}

async function lastAudit(): Promise<AuditEntry> {
  const res = await send('GET', '/api/admin/audit?limit=1');
  return res.json().items[0];
}

describe('POST /api/admin/movies', () => {
  it('creates from JSON: server sets id, created_by (from the token), created_at, updated_at', async () => {
    const res = await send('POST', '/api/admin/movies', { payload: movieWrite({ title: 'JSON Title' }) });
    expect(res.statusCode).toBe(201);
    const movie: MovieRecord = res.json();
    expect(movie).toMatchObject({
      title: 'JSON Title',
      created_by: moderator.userId,
      certification: 'U/A 13+',
    });
    expect(movie.created_at).toBe(movie.updated_at);
    const publicView = await api.app.inject({ method: 'GET', url: `/api/movies/${movie.id}` });
    expect(publicView.json().title).toBe('JSON Title');
  });

  it('a new title is on /api/movies at once (the read cache is invalidated, not waited out)', async () => {
    const before = await api.app.inject({ method: 'GET', url: '/api/movies?q=Cache%20Probe' });
    expect(before.json().total).toBe(0);
    await send('POST', '/api/admin/movies', { payload: movieWrite({ title: 'Cache Probe' }) });
    const after = await api.app.inject({ method: 'GET', url: '/api/movies?q=Cache%20Probe' });
    expect(after.json().total).toBe(1);
  });

  it('refuses server-set and unknown fields with 400 UNKNOWN_FIELD', async () => {
    for (const extra of [{ created_by: 'someone' }, { trending_position: 1 }, { colour: 'red' }]) {
      const res = await send('POST', '/api/admin/movies', { payload: { ...movieWrite(), ...extra } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ADMIN_ERROR_CODES.unknownField);
      expect(Object.keys(res.json().fields)).toEqual(Object.keys(extra));
    }
  });

  const year = new Date().getFullYear();
  it.each([
    ['title', { title: '   ' }, MOVIE_TITLE_REQUIRED],
    ['rating', { rating: 10.5 }, MOVIE_RATING_RANGE],
    ['rating', { rating: 7.25 }, MOVIE_RATING_STEP],
    ['release_year', { release_year: 1899 }, movieReleaseYearRange(year + 5)],
    ['release_year', { release_year: year + 6 }, movieReleaseYearRange(year + 5)],
    ['duration_minutes', { duration_minutes: null }, MOVIE_DURATION_MIN],
    ['seasons', { type: 'tv', seasons: null, episodes: 3, duration_minutes: null }, MOVIE_SEASONS_MIN],
    ['episodes', { type: 'tv', seasons: 2, episodes: null, duration_minutes: null }, MOVIE_EPISODES_MIN],
    ['movie_cast', { movie_cast: ['A', ' '] }, MOVIE_CAST_EMPTY_NAME],
    ['movie_cast', { movie_cast: ['Asha', 'asha'] }, MOVIE_CAST_DUPLICATE],
  ] as const)('rule %s: %j → 400 with the message', async (field, overrides, message) => {
    const res = await send('POST', '/api/admin/movies', { payload: movieWrite(overrides as object) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ADMIN_ERROR_CODES.validation, fields: { [field]: message } });
  });

  it('a rule failure names its message ids beside the English (the browser translates by id)', async () => {
    const res = await send('POST', '/api/admin/movies', {
      payload: movieWrite({ title: ' ', release_year: 1899 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MOVIE_TITLE_REQUIRED,
      messageId: 'movie.titleRequired',
      fields: { title: MOVIE_TITLE_REQUIRED, release_year: movieReleaseYearRange(year + 5) },
      fieldMessageIds: { title: 'movie.titleRequired', release_year: 'movie.releaseYearRange' },
    });
  });

  it('schema failures (wrong types, unknown certification) are 400 with fields', async () => {
    const res = await send('POST', '/api/admin/movies', {
      payload: movieWrite({ certification: 'PG' as never }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('certification');
  });

  it('creates with a poster and a trailer: stored under unique names, served from /media', async () => {
    const res = await sendParts('POST', '/api/admin/movies', [
      movieField(movieWrite({ title: 'With Files' })),
      thumbnail(),
      trailer(),
    ]);
    expect(res.statusCode).toBe(201);
    const movie: MovieRecord = res.json();
    expect(movie.thumbnail).toMatch(/^\d{13}-[a-z0-9]{8}\.png$/);
    expect(movie.trailer_url).toMatch(/^\d{13}-[a-z0-9]{8}\.mp4$/);
    const media = await api.app.inject({ method: 'GET', url: `/media/${TRAILERS}/${movie.trailer_url}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    expect(media.rawPayload.equals(mp4Bytes())).toBe(true);
    const display = await api.app.inject({ method: 'GET', url: `/api/movies/${movie.id}` });
    expect(display.json().thumbnail).toBe(`/media/${THUMBS}/${movie.thumbnail}`);
  });

  it.each([
    [
      'a poster that is not an image',
      [thumbnail(Buffer.from('<svg>not really</svg>'.repeat(10)))],
      400,
      ADMIN_ERROR_CODES.thumbnailNotImage,
      MOVIE_THUMBNAIL_NOT_IMAGE,
    ],
    [
      'a trailer that is not a video',
      [thumbnail(), trailer(pngBytes(9000))],
      400,
      ADMIN_ERROR_CODES.trailerNotVideo,
      MOVIE_TRAILER_NOT_VIDEO,
    ],
    [
      'a poster over the limit',
      [thumbnail(pngBytes(THUMB_MAX + 10))],
      413,
      ADMIN_ERROR_CODES.fileTooLarge,
      undefined,
    ],
    [
      'a trailer over the limit',
      [thumbnail(), trailer(mp4Bytes(TRAILER_MAX + 1))],
      413,
      ADMIN_ERROR_CODES.fileTooLarge,
      undefined,
    ],
  ] as const)(
    'rejects %s, leaving no stored file and no title',
    async (_label, files, status, code, message) => {
      const before = await storageState();
      const res = await sendParts('POST', '/api/admin/movies', [
        movieField(movieWrite({ title: 'Rejected' })),
        ...files,
      ]);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      if (message) expect(res.json().message).toBe(message);
      expect(await storageState()).toEqual(before);
    },
  );

  it('a rule failure in the movie field after the files are stored removes them', async () => {
    const before = await storageState();
    const res = await sendParts('POST', '/api/admin/movies', [
      thumbnail(),
      trailer(),
      movieField(movieWrite({ title: '' })),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe(MOVIE_TITLE_REQUIRED);
    expect(await storageState()).toEqual(before);
  });

  it('a client that disconnects mid-upload leaves no file and no title', async () => {
    const before = await storageState();
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const body = multipart([
      movieField(movieWrite({ title: 'Aborted' })),
      trailer(mp4Bytes(TRAILER_MAX - 1024)),
    ]);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/movies',
        headers: {
          ...body.headers,
          ...bearer(moderator.accessToken),
          'content-length': String(body.payload.length),
        },
      });
      req.on('error', () => resolve());
      // Half the body (well past the type check, so chunks are being stored), then the client vanishes.
      req.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)), () => {
        setImmediate(() => {
          req.destroy();
          resolve();
        });
      });
    });
    // The server notices the broken stream asynchronously; wait (bounded) for its cleanup.
    const deadline = Date.now() + 15_000;
    let state = await storageState();
    while (JSON.stringify(state) !== JSON.stringify(before) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      state = await storageState();
    }
    expect(state).toEqual(before);
    expect(await movieModel(api.app.db).countDocuments({ title: 'Aborted' })).toBe(0);
  });
});

describe('PATCH, thumbnail, DELETE /api/admin/movies/:id', () => {
  async function created(title: string): Promise<MovieRecord> {
    const res = await sendParts('POST', '/api/admin/movies', [
      movieField(movieWrite({ title })),
      thumbnail(),
      trailer(),
    ]);
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('edits a subset, moves updated_at, records before/after of the changed fields only', async () => {
    const movie = await created('Edit Me');
    const res = await send('PATCH', `/api/admin/movies/${movie.id}`, {
      payload: { rating: 7.5, is_new: true },
    });
    expect(res.statusCode).toBe(200);
    const saved: MovieRecord = res.json();
    expect(saved).toMatchObject({
      rating: 7.5,
      is_new: true,
      title: 'Edit Me',
      created_at: movie.created_at,
    });
    expect(saved.updated_at >= movie.updated_at).toBe(true);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'movie.update', target_id: movie.id, actor_id: moderator.userId });
    expect(entry.changes).toEqual({
      rating: { before: 0, after: 7.5 },
      is_new: { before: false, after: true },
    });
  });

  it('judges a patch by the title it would save', async () => {
    const movie = await created('Patch Rules');
    const res = await send('PATCH', `/api/admin/movies/${movie.id}`, { payload: { type: 'tv' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ seasons: MOVIE_SEASONS_MIN, episodes: MOVIE_EPISODES_MIN });
    expect(
      (await send('PATCH', `/api/admin/movies/${movie.id}`, { payload: { bogus: 1 } })).json().code,
    ).toBe(ADMIN_ERROR_CODES.unknownField);
  });

  it('replacing a file removes the old stored file after the save; the new one serves', async () => {
    const movie = await created('Replace Files');
    const res = await sendParts('PATCH', `/api/admin/movies/${movie.id}`, [trailer(mp4Bytes(9000))]);
    expect(res.statusCode).toBe(200);
    const saved: MovieRecord = res.json();
    expect(saved.trailer_url).not.toBe(movie.trailer_url);
    const names = await fileNames(api.app, TRAILERS);
    expect(names).toContain(saved.trailer_url);
    expect(names).not.toContain(movie.trailer_url);
    expect(await fileNames(api.app, THUMBS)).toContain(movie.thumbnail);
  });

  it('the Thumbnail Manager route replaces only the poster and removes the old one', async () => {
    const movie = await created('Thumb Swap');
    const res = await sendParts('PUT', `/api/admin/movies/${movie.id}/thumbnail`, [thumbnail(pngBytes(500))]);
    expect(res.statusCode).toBe(200);
    const saved: MovieRecord = res.json();
    expect(saved.thumbnail).not.toBe(movie.thumbnail);
    expect(await fileNames(api.app, THUMBS)).not.toContain(movie.thumbnail);
    expect((await lastAudit()).action).toBe('movie.thumbnail');
    const wrong = await sendParts('PUT', `/api/admin/movies/${movie.id}/thumbnail`, [thumbnail(mp4Bytes())]);
    expect(wrong.json().code).toBe(ADMIN_ERROR_CODES.thumbnailNotImage);
    const extra = await sendParts('PUT', `/api/admin/movies/${movie.id}/thumbnail`, [trailer()]);
    expect(extra.json().code).toBe(ADMIN_ERROR_CODES.unexpectedFile);
  });

  it('deleting a title removes it, its stored files and its audit trail says so', async () => {
    const movie = await created('Delete Me');
    const res = await send('DELETE', `/api/admin/movies/${movie.id}`);
    expect(res.statusCode).toBe(204);
    expect((await send('GET', `/api/admin/movies/${movie.id}`)).statusCode).toBe(404);
    expect(await fileNames(api.app, THUMBS)).not.toContain(movie.thumbnail);
    expect(await fileNames(api.app, TRAILERS)).not.toContain(movie.trailer_url);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'movie.delete', target_id: movie.id });
    expect(entry.changes.title).toEqual({ before: 'Delete Me', after: null });
    expect((await send('DELETE', `/api/admin/movies/${movie.id}`)).statusCode).toBe(404);
  });

  it('keeps a stored clip another title still uses', async () => {
    const shared = await created('Shares A Clip');
    const other = await send('POST', '/api/admin/movies', {
      payload: movieWrite({ title: 'Uses Same Clip', content_url: shared.trailer_url }),
    });
    expect(other.statusCode).toBe(201);
    await send('DELETE', `/api/admin/movies/${shared.id}`);
    expect(await fileNames(api.app, TRAILERS)).toContain(shared.trailer_url);
  });
});

describe('lists and bulk actions', () => {
  it('searches title/director/cast/genre in any case, pages and sorts', async () => {
    await send('POST', '/api/admin/movies', {
      payload: movieWrite({ title: 'Zzz Search', director: 'Kiran Rao' }),
    });
    const res = await send('GET', '/api/admin/movies?q=kiran%20rao&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(res.json().items[0].title).toBe('Zzz Search');
    const page = await send('GET', '/api/admin/movies?limit=3&page=2&sort=title');
    expect(page.json().items).toHaveLength(3);
    expect((await send('GET', '/api/admin/movies?limit=101')).statusCode).toBe(400);
  });

  it('bulk flags set is_new on the selection; bulk delete removes them', async () => {
    const ids: string[] = [];
    for (const title of ['Bulk A', 'Bulk B', 'Bulk C']) {
      ids.push((await send('POST', '/api/admin/movies', { payload: movieWrite({ title }) })).json().id);
    }
    const flags = await send('POST', '/api/admin/movies/bulk-flags', {
      payload: { ids, field: 'is_new', value: true },
    });
    expect(flags.json()).toEqual({ updated: 3 });
    const shown = await api.app.inject({ method: 'GET', url: '/api/movies?is_new=true&q=Bulk' });
    expect(shown.json().total).toBe(3);
    expect((await lastAudit()).action).toBe('movies.bulk_flags');
    const bad = await send('POST', '/api/admin/movies/bulk-flags', {
      payload: { ids, field: 'title', value: true },
    });
    expect(bad.statusCode).toBe(400);
    expect((await send('POST', '/api/admin/movies/bulk-delete', { payload: { ids: [] } })).statusCode).toBe(
      400,
    );
    const del = await send('POST', '/api/admin/movies/bulk-delete', {
      payload: { ids: [...ids, 'missing'] },
    });
    expect(del.json()).toEqual({ deleted: 3 });
    expect((await api.app.inject({ method: 'GET', url: '/api/movies?q=Bulk' })).json().total).toBe(0);
  });
});
