import type { MediaStatus, MovieDisplay } from '@premieres/contracts';
import { type MediaAssetDoc, mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { JOBS_COLLECTION, QUEUE_PRIORITY, TRANSCODE_JOB } from '../../src/media-pipeline/jobs/queue';
import { mediaPipelineOf } from '../../src/media-pipeline/media-pipeline';
import { movieModel } from '../../src/models/movie';
import { invalidateCatalogCache } from '../../src/plugins/catalog/read-cache';
import { CONTENT_BUCKET, mediaBucket } from '../../src/plugins/stored-files/buckets';
import { subscribe } from '../billing/billing-fixtures';
import { bearer, type Session, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

/**
 * The player tells the truth (issue 23): a title has a film when its media asset exists, whatever
 * its content_url; a film still being transcoded answers 409 and moves its job to the front; the
 * status route says how far it is; and a trailer is never served as the film. No worker runs here:
 * assets and queued jobs are made directly, so every state holds still while it is read.
 */
const api = useTestApp();
let member: Session;
let subscriber: Session;

beforeAll(async () => {
  member = await signUp(api.app);
  subscriber = await signUp(api.app);
  await subscribe(api.app, subscriber, 'standard');
});

const queue = () => mediaPipelineOf(api.app.db, api.app.apiConfig.media, api.app.log).queue;

/** A seed asset row in `state`, queued in the seed backlog when it is waiting. */
async function seedAsset(
  movieId: string,
  state: MediaAssetDoc['state'],
  extra: Partial<MediaAssetDoc> = {},
): Promise<string> {
  const kind = extra.kind ?? 'content';
  const id = extra.episode_id ? `${movieId}.episode.${extra.episode_id}` : `${movieId}.${kind}`;
  const done = state === 'done';
  await mediaAssetModel(api.app.db).create({
    _id: id,
    movie_id: movieId,
    kind,
    source: { type: 'generated', movieTitle: movieId, seconds: 12, height: 480 },
    field_value: null,
    state,
    percent: done ? 100 : 0,
    subtitles: [],
    ladder: done ? ({ durationSeconds: 12, renditions: [] } as never) : null,
    ladder_prefix: done ? `hls/${movieId}/${kind}/l1/` : null,
    ...extra,
  });
  if (state === 'queued') await queue().enqueue(id);
  return id;
}

const status = async (path: string, who: Session = member): Promise<MediaStatus> => {
  const res = await api.app.inject({
    method: 'GET',
    url: `/api/playback/${path}`,
    headers: bearer(who.accessToken),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};
const grant = (movieId: string) =>
  api.app.inject({ method: 'GET', url: `/api/playback/${movieId}`, headers: bearer(subscriber.accessToken) });
const display = async (movieId: string): Promise<MovieDisplay> => {
  invalidateCatalogCache(api.app.db);
  return (await api.app.inject({ method: 'GET', url: `/api/movies/${movieId}` })).json();
};
const priorityOf = async (assetId: string) => {
  const job = await api.app.db
    .collection(JOBS_COLLECTION)
    .findOne({ name: TRANSCODE_JOB, 'data.assetId': assetId }, { projection: { priority: 1 } });
  return job?.priority;
};

describe('a title without any media', () => {
  it('has no film: status none, grant NO_CONTENT, hasContent false', async () => {
    expect(await status('5/status')).toEqual({ state: 'none', percent: 0, position: null, etaSeconds: null });
    expect([(await grant('5')).statusCode, (await grant('5')).json().code]).toEqual([404, 'NO_CONTENT']);
    expect(await display('5')).toMatchObject({ hasContent: false, hasLocalTrailer: false });
  });
});

describe('a film still in the queue', () => {
  it('counts as a film (hasContent) from its asset alone, in lists too', async () => {
    await seedAsset('6', 'queued');
    await seedAsset('7', 'queued');
    expect(await display('7')).toMatchObject({ hasContent: true, hasLocalTrailer: false });
    const list = (await api.app.inject({ method: 'GET', url: '/api/movies?limit=100' })).json() as {
      items: MovieDisplay[];
    };
    const withFilm = list.items.filter((m) => m.hasContent).map((m) => m.id);
    expect(withFilm.sort()).toEqual(['6', '7']);
  });

  // The start's sync queued the sample titles' local trailer clips before these.
  let sixth: number;
  it('says preparing with its place in the queue', async () => {
    const seventh = await status('7/status');
    expect(seventh).toMatchObject({ state: 'preparing', percent: 0 });
    expect(seventh.etaSeconds).toEqual(expect.any(Number));
    sixth = (await status('6/status')).position ?? 0;
    expect(sixth).toBeGreaterThanOrEqual(1);
    expect(seventh.position).toBe(sixth + 1);
  });

  it('Play answers 409 MEDIA_NOT_READY and moves the job to the front of the seed backlog', async () => {
    expect(await priorityOf('7.content')).toBe(QUEUE_PRIORITY.seed);
    const res = await grant('7');
    expect([res.statusCode, res.json().code]).toEqual([409, 'MEDIA_NOT_READY']);
    expect(await priorityOf('7.content')).toBe(QUEUE_PRIORITY.viewer);
    expect(await priorityOf('6.content')).toBe(QUEUE_PRIORITY.seed);
    expect(await status('7/status')).toMatchObject({ state: 'preparing', position: 1 });
    expect(await status('6/status')).toMatchObject({ state: 'preparing', position: sixth + 1 });
  });

  it('shows the transcode’s percent while it runs', async () => {
    await mediaAssetModel(api.app.db).updateOne({ _id: '7.content' }, { $set: { percent: 45.4 } });
    expect((await status('7/status')).percent).toBe(45);
  });
});

describe('a film whose ladder is complete', () => {
  it('is ready and the grant plays its HLS master; the trailer ladder is the local trailer', async () => {
    await seedAsset('8', 'done');
    await seedAsset('8', 'done', { kind: 'trailer' });
    expect(await status('8/status')).toEqual({
      state: 'ready',
      percent: 100,
      position: null,
      etaSeconds: null,
    });
    const res = await grant('8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'hls',
      url: expect.stringMatching(/^\/media\/hls\/8\/content\/master\.m3u8\?/),
    });
    expect(await display('8')).toMatchObject({ hasContent: true, hasLocalTrailer: true });
  });

  it('a failed transcode without a ladder is no film', async () => {
    await seedAsset('9', 'failed', { error: 'ffmpeg exited 1' });
    expect((await status('9/status')).state).toBe('failed');
    expect((await display('9')).hasContent).toBe(false);
  });
});

describe('a staff upload being prepared', () => {
  it('waits for its ladder (409, moved first) instead of playing the raw file; a failed transcode plays the file', async () => {
    const bucket = mediaBucket(api.app.db, CONTENT_BUCKET);
    await new Promise<void>((done) =>
      bucket.openUploadStream('upload-12.mp4').end(Buffer.from('film'), () => done()),
    );
    await movieModel(api.app.db).updateOne({ _id: '12' }, { $set: { content_url: 'upload-12.mp4' } });
    await seedAsset('12', 'queued');
    const waiting = await grant('12');
    expect([waiting.statusCode, waiting.json().code]).toEqual([409, 'MEDIA_NOT_READY']);
    expect(await priorityOf('12.content')).toBe(QUEUE_PRIORITY.viewer);
    await mediaAssetModel(api.app.db).updateOne({ _id: '12.content' }, { $set: { state: 'failed' } });
    const file = await grant('12');
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ format: 'file' });
  });
});

describe('the trailer is never the film', () => {
  it('a content_url naming the title’s own trailer clip plays nothing, even with the clip in the content bucket', async () => {
    // As seed version 2 left a database (its migration undoes this; a stray copy must still never play).
    await movieModel(api.app.db).updateOne({ _id: '1' }, { $set: { content_url: 'rann-bhoomi.mp4' } });
    const bucket = mediaBucket(api.app.db, CONTENT_BUCKET);
    await new Promise<void>((done) =>
      bucket.openUploadStream('rann-bhoomi.mp4').end(Buffer.from('trailer'), () => done()),
    );
    expect([(await grant('1')).statusCode, (await grant('1')).json().code]).toEqual([404, 'NO_CONTENT']);
    expect((await status('1/status')).state).toBe('none');
    expect((await display('1')).hasContent).toBe(false);

    // Its generated film queued: Play waits for it (409), never the trailer file.
    await seedAsset('1', 'queued');
    const res = await grant('1');
    expect([res.statusCode, res.json().code]).toEqual([409, 'MEDIA_NOT_READY']);
    expect((await display('1')).hasContent).toBe(true);
  });

  it('a clip in the public trailers bucket is not a film either', async () => {
    await movieModel(api.app.db).updateOne(
      { _id: '10' },
      { $set: { content_url: 'movie-trailers/other.mp4' } },
    );
    expect((await grant('10')).json().code).toBe('NO_CONTENT');
    expect((await status('10/status')).state).toBe('none');
  });
});

describe('a series', () => {
  it('has a film when an episode has media; the status follows the episode asked for', async () => {
    expect((await display('tv2')).hasContent).toBe(false);
    await seedAsset('tv2', 'done', { episode_id: 'tv2-s1e1' });
    await seedAsset('tv2', 'queued', { episode_id: 'tv2-s1e2' });
    expect((await display('tv2')).hasContent).toBe(true);
    expect((await status('tv2/status?episode=tv2-s1e1')).state).toBe('ready');
    expect(await status('tv2/status?episode=tv2-s1e2')).toMatchObject({ state: 'preparing' });
    expect((await status('tv2/status?episode=tv2-s1e3')).state).toBe('none');
    // Without an episode: ready when any episode plays.
    expect((await status('tv2/status')).state).toBe('ready');
    const unknown = await api.app.inject({
      method: 'GET',
      url: '/api/playback/tv2/status?episode=nope',
      headers: bearer(member.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
