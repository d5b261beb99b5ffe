import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  FILM_MAX_BYTES,
  FILM_METADATA_INVALID,
  FILM_NOT_VIDEO,
  FILM_UNKNOWN_TITLE,
  FILM_UPLOAD_ERROR_CODES,
  filmTooLarge,
} from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { JOBS_COLLECTION, QUEUE_PRIORITY, TRANSCODE_JOB } from '../../src/media-pipeline/jobs/queue';
import { CONTENT_BUCKET, findStoredFile, mediaBucket } from '../../src/plugins/stored-files/buckets';
import { movieWrite, pngBytes } from '../admin/admin-fixtures';
import {
  bearer,
  DEV_MODERATOR,
  type Session,
  signIn,
  signUp,
  startTestApp,
  startTestDb,
  type TestDb,
} from '../helpers';
import { makeClip, tempDir, testMediaConfig } from '../media-pipeline/media-fixtures';
import { eventually } from '../support/eventually';
import {
  createUpload,
  filmMetadata,
  headUpload,
  patchUpload,
  TUS,
  tusMetadata,
  UPLOADS,
  uploadFilm,
} from './film-fixtures';

let db: TestDb;
let app: FastifyInstance;
let moderator: Session;
let uploadDir: string;
let clip: Buffer;

beforeAll(async () => {
  db = await startTestDb();
  const dir = await tempDir('film-upload');
  uploadDir = path.join(dir, 'uploads');
  // No worker: the queued transcode stays queued, so its place and priority can be read.
  app = await startTestApp(db.uri, {
    media: testMediaConfig(dir, { worker: false }),
    filmUploadDir: uploadDir,
  });
  moderator = await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password);
  clip = await readFile(await makeClip(path.join(dir, 'film.mp4'), 2, '320x240'));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

async function createTitle(title: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/movies',
    headers: bearer(moderator.accessToken),
    payload: movieWrite({ title }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const uploadIdOf = (location: string) => location.split('/').pop() ?? '';

/** Files the upload left in the upload folder (its bytes and its description). */
async function leftovers(location: string): Promise<string[]> {
  const id = uploadIdOf(location);
  return (await readdir(uploadDir)).filter((name) => name.startsWith(id));
}

async function storedBytes(name: string): Promise<Buffer> {
  const bucket = mediaBucket(app.db, CONTENT_BUCKET);
  const file = await findStoredFile(bucket, name);
  if (!file) throw new Error(`${name} is not in ${CONTENT_BUCKET}`);
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('staff film upload (tus)', () => {
  it('survives a connection dropped mid-way: HEAD gives the offset, the rest completes it; the film is stored, set and queued with staff priority', async () => {
    const movieId = await createTitle('Resumed Premiere');
    const created = await createUpload(app, moderator.accessToken, clip.length, filmMetadata({ movieId }));
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    expect(location).toMatch(/^\/api\/admin\/film-uploads\/[0-9a-f]{32}$/);

    // A real connection that drops after 40 % of the bytes (Content-Length promises them all).
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const sent = Math.floor(clip.length * 0.4);
    const dropped = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: {
        ...bearer(moderator.accessToken),
        ...TUS,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(clip.length),
      },
    });
    dropped.on('error', () => undefined);
    dropped.write(clip.subarray(0, sent));
    const onDisk = path.join(uploadDir, uploadIdOf(location));
    await eventually('the first part on disk', async () => (await stat(onDisk)).size >= sent);
    dropped.destroy();

    // After the drop: the offset is what arrived, and a PATCH from there completes the film.
    const head = await headUpload(app, moderator.accessToken, location);
    expect(head.statusCode).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBe(sent);
    expect(Number(head.headers['upload-length'])).toBe(clip.length);

    // A PATCH from the wrong offset is refused without touching the upload.
    const wrong = await patchUpload(app, moderator.accessToken, location, 0, clip);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: FILM_UPLOAD_ERROR_CODES.protocol });

    const rest = await patchUpload(app, moderator.accessToken, location, offset, clip.subarray(offset));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(clip.length));
    expect(rest.headers['film-asset-id']).toBe(`${movieId}.content`);

    // The title's content names the film in the private content bucket, byte for byte the upload.
    const record = (
      await app.inject({ url: `/api/admin/movies/${movieId}`, headers: bearer(moderator.accessToken) })
    ).json();
    expect(record.content_url).toMatch(new RegExp(`^${CONTENT_BUCKET}/\\d+-[0-9a-z]+\\.mp4$`));
    expect(rest.headers['film-content-url']).toBe(record.content_url);
    const name = String(record.content_url).split('/')[1] ?? '';
    expect(sha(await storedBytes(name))).toBe(sha(clip));

    // Its asset is queued from that file, and its transcode waits with staff priority.
    const asset = await mediaAssetModel(app.db).findById(`${movieId}.content`).lean();
    expect(asset).toMatchObject({
      state: 'queued',
      percent: 0,
      field_value: record.content_url,
      source: { type: 'stored', bucket: CONTENT_BUCKET, name },
    });
    const jobs = await app.db
      .collection(JOBS_COLLECTION)
      .find({ name: TRANSCODE_JOB, 'data.assetId': `${movieId}.content` })
      .toArray();
    expect(jobs.map((j) => j.priority)).toEqual([QUEUE_PRIORITY.staff]);

    // Nothing of the upload stays on disk; the audit names the staff member's film upload.
    expect(await leftovers(location)).toEqual([]);
    expect((await headUpload(app, moderator.accessToken, location)).statusCode).toBe(404);
    const audit = await app.inject({ url: '/api/admin/audit', headers: bearer(moderator.accessToken) });
    expect(audit.json().items[0]).toMatchObject({ action: 'movie.film', target_id: movieId });
  });

  it('refuses a file that is not a video by its first bytes, with a clear message, and keeps nothing', async () => {
    const movieId = await createTitle('Not A Film');
    const fake = pngBytes(6000);
    const created = await createUpload(app, moderator.accessToken, fake.length, filmMetadata({ movieId }));
    const location = String(created.headers.location);
    const res = await patchUpload(app, moderator.accessToken, location, 0, fake);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: FILM_UPLOAD_ERROR_CODES.notVideo,
      message: FILM_NOT_VIDEO,
    });
    expect(await leftovers(location)).toEqual([]);
    expect((await headUpload(app, moderator.accessToken, location)).statusCode).toBe(404);
    expect(await mediaAssetModel(app.db).exists({ _id: `${movieId}.content` })).toBeNull();
  });

  it('checks the head when a later request completes it (a first part shorter than the sniffed bytes)', async () => {
    const movieId = await createTitle('Split Head');
    const text = Buffer.alloc(9000, 'not a video at all ');
    const created = await createUpload(app, moderator.accessToken, text.length, filmMetadata({ movieId }));
    const location = String(created.headers.location);
    const first = await patchUpload(app, moderator.accessToken, location, 0, text.subarray(0, 100));
    expect(first.statusCode).toBe(204);
    const second = await patchUpload(app, moderator.accessToken, location, 100, text.subarray(100));
    expect(second.statusCode).toBe(415);
    expect(second.json().message).toBe(FILM_NOT_VIDEO);
    expect(await leftovers(location)).toEqual([]);
  });

  it('refuses a film over the limit, an unknown title and metadata without a title before any byte', async () => {
    const movieId = await createTitle('Too Long');
    const big = await createUpload(app, moderator.accessToken, FILM_MAX_BYTES + 1, filmMetadata({ movieId }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: FILM_UPLOAD_ERROR_CODES.tooLarge, message: filmTooLarge() });
    expect(filmTooLarge()).toBe('The film is too large: at most 20 GB');

    const unknown = await createUpload(
      app,
      moderator.accessToken,
      1000,
      filmMetadata({ movieId: 'no-such-title' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: FILM_UPLOAD_ERROR_CODES.unknownTitle,
      message: FILM_UNKNOWN_TITLE,
    });

    const episode = await createUpload(
      app,
      moderator.accessToken,
      1000,
      filmMetadata({ movieId, episodeId: 'not-an-episode' }),
    );
    expect(episode.statusCode).toBe(404);

    const nameless = await createUpload(app, moderator.accessToken, 1000, tusMetadata({ kind: 'content' }));
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({
      code: FILM_UPLOAD_ERROR_CODES.metadataInvalid,
      message: FILM_METADATA_INVALID,
    });

    const deferred = await app.inject({
      method: 'POST',
      url: UPLOADS,
      headers: {
        ...bearer(moderator.accessToken),
        ...TUS,
        'upload-defer-length': '1',
        'upload-metadata': filmMetadata({ movieId }),
      },
    });
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json().code).toBe(FILM_UPLOAD_ERROR_CODES.lengthRequired);
  });

  it('refuses callers who are not staff', async () => {
    const member = await signUp(app);
    const metadata = filmMetadata({ movieId: '1' });
    const asMember = await createUpload(app, member.accessToken, 1000, metadata);
    expect(asMember.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: UPLOADS,
      headers: { ...TUS, 'upload-length': '1000', 'upload-metadata': metadata },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("an episode's film sets the episode's content and queues its own asset", async () => {
    const episode = await app.inject({
      method: 'POST',
      url: '/api/admin/movies/tv3/episodes',
      headers: bearer(moderator.accessToken),
      payload: { season: 7, number: 1, title: 'Uploaded Episode', durationSeconds: 60 },
    });
    const episodeId = episode.json().id;
    const done = await uploadFilm(app, moderator.accessToken, { movieId: 'tv3', episodeId }, clip);
    expect(done.statusCode).toBe(204);
    expect(done.headers['film-asset-id']).toBe(`tv3.episode.${episodeId}`);
    const asset = await mediaAssetModel(app.db).findById(`tv3.episode.${episodeId}`).lean();
    expect(asset).toMatchObject({
      state: 'queued',
      episode_id: episodeId,
      source: { bucket: CONTENT_BUCKET },
    });
    const jobs = await app.db
      .collection(JOBS_COLLECTION)
      .find({ name: TRANSCODE_JOB, 'data.assetId': `tv3.episode.${episodeId}` })
      .toArray();
    expect(jobs.map((j) => j.priority)).toEqual([QUEUE_PRIORITY.staff]);
  });

  it('a new film replaces the previous one, which is removed from the content bucket', async () => {
    const movieId = await createTitle('Recut');
    await uploadFilm(app, moderator.accessToken, { movieId }, clip);
    const first = (
      await app.inject({ url: `/api/admin/movies/${movieId}`, headers: bearer(moderator.accessToken) })
    ).json().content_url as string;
    await uploadFilm(app, moderator.accessToken, { movieId }, clip);
    const second = (
      await app.inject({ url: `/api/admin/movies/${movieId}`, headers: bearer(moderator.accessToken) })
    ).json().content_url as string;
    expect(second).not.toBe(first);
    const bucket = mediaBucket(app.db, CONTENT_BUCKET);
    expect(await findStoredFile(bucket, first.split('/')[1] ?? '')).toBeNull();
    expect(await findStoredFile(bucket, second.split('/')[1] ?? '')).not.toBeNull();
  });
});
