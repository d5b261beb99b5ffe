import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mediaBucket } from '../../src/plugins/stored-files/buckets';
import { POSTER_VARIANTS_BUCKET } from '../../src/plugins/stored-files/poster-variants';
import { startTestApp, startTestDb, type TestDb } from '../helpers';

// Issue 28: responsive posters. Real sharp, real GridFS on the embedded database.
let db: TestDb;
let app: FastifyInstance;

/** A 2:3 JPEG poster of `width` px with some detail (a gradient and noise-free shapes). */
async function jpegPoster(width: number): Promise<Buffer> {
  const height = Math.round(width * 1.5);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#c1121f"/><stop offset="1" stop-color="#03001c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 3}" r="${width / 4}" fill="#f4a261"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

async function store(name: string, bytes: Buffer, contentType: string): Promise<void> {
  const bucket = mediaBucket(app.db, 'movie-thumbnails');
  await pipeline(Readable.from([bytes]), bucket.openUploadStream(name, { metadata: { contentType } }));
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  db = await startTestDb();
  app = await startTestApp(db.uri);
  await store('poster-large.jpg', await jpegPoster(1000), 'image/jpeg');
  await store('poster-small.jpg', await jpegPoster(100), 'image/jpeg');
  await store(
    'poster.svg',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/>'),
    'image/svg+xml',
  );
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

describe('GET /media/movie-thumbnails/:name?w&fm (poster variants)', () => {
  it('answers a smaller WebP of the asked width, 2:3 kept', async () => {
    const original = await get('/media/movie-thumbnails/poster-large.jpg');
    const res = await get('/media/movie-thumbnails/poster-large.jpg?w=320&fm=webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 480 });
    expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
  });

  it('answers AVIF too', async () => {
    const res = await get('/media/movie-thumbnails/poster-large.jpg?w=160&fm=avif');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 160 });
  });

  it('makes a variant once, keeps it, and revalidates it by its own tag', async () => {
    const url = '/media/movie-thumbnails/poster-large.jpg?w=480&fm=webp';
    const [first, second] = await Promise.all([get(url), get(url)]);
    const again = await get(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toBe(first.headers.etag);
    const kept = await mediaBucket(app.db, POSTER_VARIANTS_BUCKET)
      .find({ filename: { $regex: /-480\.webp$/ } })
      .toArray();
    expect(kept).toHaveLength(1);
    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never enlarges a small poster, only re-encodes it', async () => {
    const res = await get('/media/movie-thumbnails/poster-small.jpg?w=640&fm=webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 100, height: 150 });
  });

  it('gives a replaced poster new variants', async () => {
    const url = '/media/movie-thumbnails/poster-small.jpg?w=160&fm=webp';
    const before = await get(url);
    await store('poster-small.jpg', await jpegPoster(400), 'image/jpeg');
    const after = await get(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 160, height: 240 });
  });

  it('sends an SVG poster, or a poster asked without both w and fm, as it is', async () => {
    const svg = await get('/media/movie-thumbnails/poster.svg?w=320&fm=webp');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const widthOnly = await get('/media/movie-thumbnails/poster-large.jpg?w=320');
    expect(widthOnly.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a width or format that is not offered', async () => {
    expect((await get('/media/movie-thumbnails/poster-large.jpg?w=333&fm=webp')).statusCode).toBe(400);
    expect((await get('/media/movie-thumbnails/poster-large.jpg?w=320&fm=png')).statusCode).toBe(400);
    expect((await get('/media/movie-thumbnails/missing.jpg?w=320&fm=webp')).statusCode).toBe(404);
  });
});
