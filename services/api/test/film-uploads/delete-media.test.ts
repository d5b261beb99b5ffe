import path from 'node:path';
import { STORAGE_BUCKETS } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { mediaPipelineOf } from '../../src/media-pipeline/media-pipeline';
import { episodeModel } from '../../src/models/episode';
import { CONTENT_BUCKET } from '../../src/plugins/stored-files/buckets';
import { fileNames, movieWrite, mp4Bytes, multipart, pngBytes } from '../admin/admin-fixtures';
import {
  bearer,
  DEV_MODERATOR,
  type Session,
  signIn,
  startTestApp,
  startTestDb,
  type TestDb,
} from '../helpers';
import { tempDir, testMediaConfig } from '../media-pipeline/media-fixtures';
import { uploadFilm } from './film-fixtures';

let db: TestDb;
let app: FastifyInstance;
let moderator: Session;

beforeAll(async () => {
  db = await startTestDb();
  const dir = await tempDir('delete-media');
  app = await startTestApp(db.uri, {
    media: testMediaConfig(dir, { worker: false }),
    filmUploadDir: path.join(dir, 'uploads'),
  });
  moderator = await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const storage = () => mediaPipelineOf(app.db, app.apiConfig.media, app.log).storage;
const film = mp4Bytes(20_000);

/** Objects as a finished transcode leaves them: a ladder's playlist and segment under the prefix. */
async function putLadder(prefix: string): Promise<string[]> {
  const keys = [`${prefix}l1/master.m3u8`, `${prefix}l1/v240/s0001.ts`, `${prefix}subs/hi-1.vtt`];
  for (const key of keys) await storage().put(key, Buffer.from('x'), 'application/octet-stream');
  return keys;
}

async function stillStored(keys: string[]): Promise<string[]> {
  const found = await Promise.all(keys.map(async (key) => ((await storage().stat(key)) ? key : null)));
  return found.filter((key): key is string => key !== null);
}

async function contentUrlOf(movieId: string): Promise<string> {
  const res = await app.inject({
    url: `/api/admin/movies/${movieId}`,
    headers: bearer(moderator.accessToken),
  });
  return res.json().content_url;
}

describe('deleting removes the media', () => {
  it('a title: its film in the content bucket, poster and trailer, ladders under hls/<id>/, episodes', async () => {
    const body = multipart([
      {
        name: 'movie',
        value: JSON.stringify(movieWrite({ title: 'Doomed Premiere', type: 'tv', seasons: 1, episodes: 1 })),
      },
      { name: 'thumbnail', filename: 'poster.png', content: pngBytes(), type: 'image/png' },
      { name: 'trailer', filename: 'trailer.mp4', content: mp4Bytes(), type: 'video/mp4' },
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/movies',
      headers: { ...bearer(moderator.accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const { id, thumbnail, trailer_url } = created.json();
    expect((await uploadFilm(app, moderator.accessToken, { movieId: id }, film)).statusCode).toBe(204);
    const filmName = (await contentUrlOf(id)).split('/')[1];
    const episode = (
      await app.inject({
        method: 'POST',
        url: `/api/admin/movies/${id}/episodes`,
        headers: bearer(moderator.accessToken),
        payload: { season: 1, number: 1, title: 'Pilot', durationSeconds: 60 },
      })
    ).json();
    await uploadFilm(app, moderator.accessToken, { movieId: id, episodeId: episode.id }, film);
    const episodeFilm = (await episodeModel(app.db).findById(episode.id).lean())?.content_url?.split('/')[1];
    const ladders = [
      ...(await putLadder(`hls/${id}/content/`)),
      ...(await putLadder(`hls/${id}/trailer/`)),
      ...(await putLadder(`hls/${id}/episodes/${episode.id}/`)),
    ];
    // Another title's ladder must stay.
    const neighbour = await putLadder(`hls/${id}0/content/`);
    expect(await fileNames(app, CONTENT_BUCKET)).toEqual(expect.arrayContaining([filmName, episodeFilm]));

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/movies/${id}`,
      headers: bearer(moderator.accessToken),
    });
    expect(res.statusCode).toBe(204);

    const content = await fileNames(app, CONTENT_BUCKET);
    expect(content).not.toContain(filmName);
    expect(content).not.toContain(episodeFilm);
    expect(await fileNames(app, STORAGE_BUCKETS.thumbnails)).not.toContain(thumbnail);
    expect(await fileNames(app, STORAGE_BUCKETS.trailers)).not.toContain(trailer_url);
    expect(await stillStored(ladders)).toEqual([]);
    expect(await stillStored(neighbour)).toEqual(neighbour);
    expect(await mediaAssetModel(app.db).countDocuments({ movie_id: id })).toBe(0);
    expect(await episodeModel(app.db).countDocuments({ movie_id: id })).toBe(0);
  });

  it("an episode: its film in the content bucket, its asset and its ladder, not its series'", async () => {
    const episode = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/movies/tv3/episodes',
        headers: bearer(moderator.accessToken),
        payload: { season: 8, number: 1, title: 'Short Lived', durationSeconds: 60 },
      })
    ).json();
    await uploadFilm(app, moderator.accessToken, { movieId: 'tv3', episodeId: episode.id }, film);
    const episodeFilm = (await episodeModel(app.db).findById(episode.id).lean())?.content_url?.split('/')[1];
    const ladder = await putLadder(`hls/tv3/episodes/${episode.id}/`);
    const series = await putLadder('hls/tv3/content/');

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/admin/movies/tv3/episodes/${episode.id}`,
      headers: bearer(moderator.accessToken),
    });
    expect(res.statusCode).toBe(204);
    expect(await fileNames(app, CONTENT_BUCKET)).not.toContain(episodeFilm);
    expect(await stillStored(ladder)).toEqual([]);
    expect(await stillStored(series)).toEqual(series);
    expect(await mediaAssetModel(app.db).exists({ _id: `tv3.episode.${episode.id}` })).toBeNull();
  });
});
