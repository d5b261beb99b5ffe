import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_VIDEO_DIR } from '../../src/seed/catalogue/seed-catalogue';
import { useTestApp } from '../support/test-app';

const api = useTestApp();
const NAME = 'rann-bhoomi.mp4';
const URL_ = `/media/movie-trailers/${NAME}`;
const file = readFileSync(path.join(DEFAULT_VIDEO_DIR, NAME));
const size = file.length;

function get(headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return api.app.inject({ method, url: URL_, headers });
}

async function expectRange(range: string, start: number, end: number) {
  const res = await get({ range });
  expect(res.statusCode).toBe(206);
  expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
  expect(res.headers['content-length']).toBe(String(end - start + 1));
  expect(Buffer.compare(res.rawPayload, file.subarray(start, end + 1))).toBe(0);
}

describe('GET /media/:bucket/:name', () => {
  it('streams the whole file with type, length, validators and caching', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}-[0-9a-z]+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(Buffer.compare(res.rawPayload, file)).toBe(0);
  });

  it('serves the first byte, the last byte, suffixes, open ends and ranges across chunks', async () => {
    await expectRange('bytes=0-0', 0, 0);
    await expectRange(`bytes=${size - 1}-${size - 1}`, size - 1, size - 1);
    await expectRange('bytes=-1', size - 1, size - 1);
    await expectRange('bytes=-500', size - 500, size - 1);
    await expectRange(`bytes=-${size + 10}`, 0, size - 1);
    await expectRange('bytes=100000-', 100000, size - 1);
    // GridFS chunks are 255 KiB: this range spans the first chunk boundary.
    await expectRange('bytes=261000-262999', 261000, 262999);
    await expectRange(`bytes=${size - 10}-${size + 5000}`, size - 10, size - 1);
  });

  it('answers unsatisfiable ranges with 416 and the size', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const res = await get({ range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.json()).toMatchObject({ statusCode: 416, message: 'Range not satisfiable' });
    }
  });

  it('merges touching ranges and answers disjoint multi-range requests with the whole file', async () => {
    await expectRange('bytes=0-99,100-199', 0, 199);
    const res = await get({ range: 'bytes=0-9,5000-5009' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.rawPayload.length).toBe(size);
  });

  it('ignores a malformed Range header', async () => {
    const res = await get({ range: 'bytes=9-1' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(size);
  });

  it('revalidates with If-None-Match and If-Modified-Since (304, no body)', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    const notModified = await get({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    const since = String(first.headers['last-modified']);
    expect((await get({ 'if-modified-since': since })).statusCode).toBe(304);
    expect((await get({ 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' })).statusCode).toBe(200);
  });

  it('applies a Range only while If-Range still matches', async () => {
    const etag = String((await get()).headers.etag);
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    const stale = await get({ range: 'bytes=0-9', 'if-range': '"old-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get({}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
    const ranged = await get({ range: 'bytes=10-19' }, 'HEAD');
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(ranged.headers['content-length']).toBe('10');
  });

  it('serves the generated posters as sandboxed SVG', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/media/movie-thumbnails/rann-bhoomi.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('RANN BHOOMI');
  });

  it('answers unknown buckets and files with 404', async () => {
    for (const url of ['/media/movie-trailers/nope.mp4', '/media/users/rann-bhoomi.mp4']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'File not found',
        messageId: 'api.fileNotFound',
      });
    }
  });
});
