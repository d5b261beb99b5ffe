import type { EpisodeSeasons, WatchProgress } from '@premieres/contracts';
import { episodeAssetId, mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { mediaPipelineOf } from '../../src/media-pipeline/media-pipeline';
import { auditEntryModel } from '../../src/models/audit-entry';
import { episodeModel } from '../../src/models/episode';
import { SAMPLE_SYNOPSES } from '../../src/seed/catalogue/sample-synopses';
import { seedEpisodes } from '../../src/seed/catalogue/seed-episodes';
import { useClockedApp } from '../account/clocked-app';
import { mp4Bytes, multipart } from '../admin/admin-fixtures';
import { subscribe } from '../billing/billing-fixtures';
import {
  asViewer,
  bearer,
  createViewerProfile,
  DEV_MODERATOR,
  selectViewerProfile,
  signIn,
  signUp,
} from '../helpers';

/**
 * Series and episodes: the seeded series have seasons; staff manage episodes (audited); the
 * series is the gate of every read (tv2 is rated A, above a kids ceiling); a profile's Play on a
 * series resumes its current episode, and a finished episode moves the series on.
 */
const { clock, state } = useClockedApp();
let staff: Record<string, string>;
let member: Record<string, string>;
let kids: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  staff = bearer((await signIn(state.app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
  const account = await signUp(state.app);
  await subscribe(state.app, account);
  member = bearer(account.accessToken);
  const kidsProfile = await createViewerProfile(state.app, account, {
    name: 'Kids',
    kids: true,
    ceiling: 'U/A 7+',
  });
  kids = asViewer(account, await selectViewerProfile(state.app, account, kidsProfile.id));
  stranger = bearer((await signUp(state.app)).accessToken);
}, 60_000);

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: unknown) =>
  state.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function seasonsOf(id: string, headers = {}): Promise<EpisodeSeasons> {
  const res = await inject('GET', `/api/movies/${id}/episodes`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

function save(
  headers: Record<string, string>,
  episodeId: string,
  positionSeconds: number,
  durationSeconds = 100,
) {
  clock.advance(1000);
  return inject('PUT', '/api/me/progress/tv1', headers, { positionSeconds, durationSeconds, episodeId });
}

async function progress(headers: Record<string, string>, id = 'tv1'): Promise<WatchProgress> {
  const res = await inject('GET', `/api/me/progress/${id}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the catalogue read', () => {
  it('groups a seeded series by season, in order', async () => {
    const tv1 = await seasonsOf('tv1');
    expect(tv1.seasons.map((s) => s.season)).toEqual([1, 2, 3]);
    expect(tv1.seasons[0]?.episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tv1.seasons[0]?.episodes[0]).toMatchObject({
      id: 'tv1-s1e1',
      title: 'The New Tenant',
      introStartSeconds: 3,
      introEndSeconds: 9,
      media: { state: 'none' },
    });
    expect((await seasonsOf('1')).seasons).toEqual([]);
  });

  it('gives every seeded episode a one-sentence synopsis', async () => {
    for (const id of ['tv1', 'tv2', 'tv3']) {
      const episodes = (await seasonsOf(id)).seasons.flatMap((s) => s.episodes);
      expect(episodes.length).toBeGreaterThan(0);
      for (const episode of episodes)
        expect([episode.id, episode.synopsis]).toEqual([
          episode.id,
          expect.stringMatching(/^[A-Z].{30,200}[.!?]$/),
        ]);
      expect(new Set(episodes.map((e) => e.synopsis)).size).toBe(episodes.length);
    }
    expect((await seasonsOf('tv3')).seasons[0]?.episodes[0]?.synopsis).toBe(SAMPLE_SYNOPSES.tv3?.[0]);
  });

  it('fills the synopses of a version-1 database once, keeping what staff wrote and what they deleted', async () => {
    const Episodes = episodeModel(state.app.db);
    // As seed version 1 left it: no synopses; then staff wrote one and deleted an episode.
    const deleted = await Episodes.findById('tv3-s1e8').lean();
    await Episodes.updateMany({ movie_id: 'tv3' }, { $set: { synopsis: null } });
    await Episodes.updateOne({ _id: 'tv3-s1e2' }, { $set: { synopsis: 'Written by staff.' } });
    await Episodes.deleteOne({ _id: 'tv3-s1e8' });
    await state.app.db
      .collection('seed_runs')
      .updateOne({ _id: 'episodes' as never }, { $set: { version: 1 } });
    try {
      expect(await seedEpisodes(state.app.db)).toBe(0);
      const tv3 = (await seasonsOf('tv3')).seasons[0]?.episodes ?? [];
      expect(tv3.map((e) => e.synopsis)).toEqual([
        SAMPLE_SYNOPSES.tv3?.[0],
        'Written by staff.',
        ...(SAMPLE_SYNOPSES.tv3 ?? []).slice(2, 7),
      ]);
      // Once: a synopsis cleared afterwards stays cleared.
      await Episodes.updateOne({ _id: 'tv3-s1e1' }, { $set: { synopsis: null } });
      expect(await seedEpisodes(state.app.db)).toBe(0);
      expect((await Episodes.findById('tv3-s1e1').lean())?.synopsis).toBeNull();
    } finally {
      if (deleted) await Episodes.create(deleted);
      await Episodes.updateOne({ _id: 'tv3-s1e1' }, { $set: { synopsis: SAMPLE_SYNOPSES.tv3?.[0] } });
      await Episodes.updateOne({ _id: 'tv3-s1e2' }, { $set: { synopsis: SAMPLE_SYNOPSES.tv3?.[1] } });
    }
  });

  it('answers a series above the profile ceiling as absent', async () => {
    expect((await seasonsOf('tv2', member)).seasons.length).toBe(2);
    expect((await inject('GET', '/api/movies/tv2/episodes', kids)).statusCode).toBe(404);
    expect((await seasonsOf('tv1', kids)).seasons.length).toBe(3);
    expect((await inject('GET', '/api/movies/no-such/episodes')).statusCode).toBe(404);
  });
});

describe('staff', () => {
  const input = { season: 2, number: 1, title: 'Second Wind', durationSeconds: 1500 };

  it('add, edit and delete episodes, audited, with a unique season and number', async () => {
    const created = await inject('POST', '/api/admin/movies/tv3/episodes', staff, input);
    expect(created.statusCode).toBe(201);
    const episode = created.json();
    expect(episode).toMatchObject({ movieId: 'tv3', season: 2, number: 1, media: { state: 'none' } });
    const again = await inject('POST', '/api/admin/movies/tv3/episodes', staff, input);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EPISODE_EXISTS');
    expect((await seasonsOf('tv3')).seasons.map((s) => s.season)).toEqual([1, 2]);

    const edited = await inject('PUT', `/api/admin/movies/tv3/episodes/${episode.id}`, staff, {
      ...input,
      title: 'Second Wind (Director’s Cut)',
      introStartSeconds: 10,
      introEndSeconds: 40,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ introStartSeconds: 10, introEndSeconds: 40 });

    const deleted = await inject('DELETE', `/api/admin/movies/tv3/episodes/${episode.id}`, staff);
    expect(deleted.statusCode).toBe(204);
    expect((await seasonsOf('tv3')).seasons.map((s) => s.season)).toEqual([1]);
    const actions = (await auditEntryModel(state.app.db).find({ target_id: episode.id }).lean()).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['episode.create', 'episode.delete', 'episode.update']);
  });

  it('refuses bad input with a clear code and members altogether', async () => {
    const reversed = { ...input, number: 7, introStartSeconds: 30, introEndSeconds: 10 };
    const bad = await inject('POST', '/api/admin/movies/tv3/episodes', staff, reversed);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INTRO_MARKERS_INVALID',
      fields: { introEndSeconds: expect.any(String) },
    });
    const movie = await inject('POST', '/api/admin/movies/1/episodes', staff, input);
    expect(movie.json().code).toBe('NOT_A_SERIES');
    expect(
      (await inject('POST', '/api/admin/movies/tv3/episodes', staff, { ...input, season: 0 })).statusCode,
    ).toBe(400);
    expect((await inject('POST', '/api/admin/movies/tv3/episodes', member, input)).statusCode).toBe(403);
    const missing = await inject('PUT', '/api/admin/movies/tv3/episodes/nope', staff, input);
    expect(missing.json().code).toBe('EPISODE_NOT_FOUND');
  });

  it("queue an uploaded episode's video for the transcode ladder", async () => {
    const body = multipart([{ name: 'media', filename: 'ep.mp4', content: mp4Bytes(), type: 'video/mp4' }]);
    const res = await state.app.inject({
      method: 'POST',
      url: '/api/admin/movies/tv3/episodes/tv3-s1e3/media',
      headers: { ...staff, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const id = episodeAssetId('tv3', 'tv3-s1e3');
    let asset = null;
    for (let i = 0; i < 50 && !asset; i++) {
      asset = await mediaAssetModel(state.app.db).findById(id).lean();
      if (!asset) await new Promise((r) => setImmediate(r));
    }
    expect(asset).toMatchObject({
      movie_id: 'tv3',
      episode_id: 'tv3-s1e3',
      kind: 'content',
      state: 'queued',
    });
  });

  it("set a movie title's intro markers, which its playback grant carries", async () => {
    const res = await inject('PUT', '/api/admin/movies/3/intro', staff, {
      introStartSeconds: 2,
      introEndSeconds: 6,
    });
    expect(res.statusCode).toBe(200);
    const cleared = await inject('PUT', '/api/admin/movies/3/intro', staff, {
      introStartSeconds: null,
      introEndSeconds: 6,
    });
    expect(cleared.json().code).toBe('INTRO_MARKERS_INVALID');
  });
});

describe('playback of an episode', () => {
  it('is granted through the series (ceiling) and names the next episode and the intro', async () => {
    const id = episodeAssetId('tv1', 'tv1-s1e8');
    await mediaAssetModel(state.app.db).create({
      _id: id,
      movie_id: 'tv1',
      episode_id: 'tv1-s1e8',
      kind: 'content',
      source: { type: 'generated', movieTitle: 'x', seconds: 6, height: 240 },
      state: 'done',
      ladder: { durationSeconds: 6, video: [], audio: [] },
      ladder_prefix: 'hls/tv1/episodes/tv1-s1e8/x/',
      subtitles: [],
    });
    const grant = await inject('GET', '/api/playback/tv1?episode=tv1-s1e8', member);
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      format: 'hls',
      intro: { start: 3, end: 9 },
      episode: { id: 'tv1-s1e8', season: 1, number: 8, next: { id: 'tv1-s2e1', season: 2, number: 1 } },
    });
    expect(grant.json().url).toMatch(/^\/media\/hls\/tv1\/episodes\/tv1-s1e8\/master\.m3u8\?/);
    // Not transcoded yet: no media to play.
    expect((await inject('GET', '/api/playback/tv1?episode=tv1-s1e1', member)).statusCode).toBe(404);
    expect((await inject('GET', '/api/playback/tv1?episode=nope', member)).json().code).toBe(
      'EPISODE_NOT_FOUND',
    );
    expect((await inject('GET', '/api/playback/tv2?episode=tv2-s1e1', kids)).statusCode).toBe(404);
    expect((await inject('GET', '/api/playback/tv1?episode=tv1-s1e8', stranger)).statusCode).toBe(403);
  });
});

describe('the still of an episode', () => {
  it("is null until the episode has a transcode, then the transcode's poster frame, public and cached for good", async () => {
    const before = (await seasonsOf('tv3')).seasons[0]?.episodes.find((e) => e.id === 'tv3-s1e5');
    expect(before).toMatchObject({ id: 'tv3-s1e5', stillUrl: null });

    // A finished transcode of tv3-s1e5: its ladder folder holds the poster frame.
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(64, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    const { storage } = mediaPipelineOf(state.app.db, state.app.apiConfig.media, state.app.log);
    await storage.put('hls/tv3/episodes/tv3-s1e5/t1/poster.jpg', jpeg, 'image/jpeg');
    await mediaAssetModel(state.app.db).create({
      _id: episodeAssetId('tv3', 'tv3-s1e5'),
      movie_id: 'tv3',
      episode_id: 'tv3-s1e5',
      kind: 'content',
      source: { type: 'generated', movieTitle: 'x', seconds: 6, height: 240 },
      state: 'done',
      ladder: { durationSeconds: 6, video: [], audio: [], poster: 'poster.jpg' },
      ladder_prefix: 'hls/tv3/episodes/tv3-s1e5/t1/',
      subtitles: [],
    });
    const episode = (await seasonsOf('tv3', member)).seasons[0]?.episodes.find((e) => e.id === 'tv3-s1e5');
    expect(episode?.stillUrl).toBe('/media/stills/tv3/episodes/tv3-s1e5/t1.jpg');

    // No token needed (an <img>), and the bytes are the poster's.
    const still = await inject('GET', episode?.stillUrl ?? '');
    expect(still.statusCode).toBe(200);
    expect(still.headers['cache-control']).toContain('immutable');
    expect(still.rawPayload.equals(jpeg)).toBe(true);
    // An older transcode's name, or an episode without one, is not found.
    expect((await inject('GET', '/media/stills/tv3/episodes/tv3-s1e5/t0.jpg')).statusCode).toBe(404);
    expect((await inject('GET', '/media/stills/tv3/episodes/tv3-s1e6/t1.jpg')).statusCode).toBe(404);
    await mediaAssetModel(state.app.db).deleteOne({ _id: episodeAssetId('tv3', 'tv3-s1e5') });
  });
});

describe('progress in a series', () => {
  it('starts at S1E1, resumes the current episode, and moves on past 95 %', async () => {
    expect(await progress(member)).toMatchObject({ episodeId: 'tv1-s1e1', resumeAtSeconds: 0, episodes: [] });
    expect((await save(member, 'tv1-s1e2', 40)).statusCode).toBe(200);
    expect(await progress(member)).toMatchObject({ episodeId: 'tv1-s1e2', resumeAtSeconds: 40 });

    const finished = await save(member, 'tv1-s1e2', 96);
    expect(finished.json()).toMatchObject({ episodeId: 'tv1-s1e3', positionSeconds: 0, finished: false });
    const now = await progress(member);
    expect(now).toMatchObject({ episodeId: 'tv1-s1e3', resumeAtSeconds: 0 });
    expect(now.episodes).toEqual([
      expect.objectContaining({ episodeId: 'tv1-s1e2', positionSeconds: 96, fraction: 0.96, finished: true }),
    ]);
    // The row leads to the next episode even before it is started.
    const row = await inject('GET', '/api/me/continue-watching', member);
    expect(row.json().items[0]).toMatchObject({
      movie: { id: 'tv1' },
      episode: { id: 'tv1-s1e3', number: 3 },
    });
  });

  it('finishes the series after its last episode, which then starts over at S1E1', async () => {
    await save(member, 'tv1-s3e8', 99);
    expect(await progress(member)).toMatchObject({
      episodeId: 'tv1-s1e1',
      finished: true,
      resumeAtSeconds: 0,
    });
    const row = await inject('GET', '/api/me/continue-watching', member);
    expect(row.json().items.map((e: { movie: { id: string } }) => e.movie.id)).not.toContain('tv1');
  });

  it('keeps profiles apart, refuses a foreign episode and an above-ceiling series', async () => {
    expect((await progress(kids)).episodeId).toBe('tv1-s1e1');
    expect((await save(member, 'tv2-s1e1', 5)).json().code).toBe('EPISODE_NOT_FOUND');
    const above = await inject('PUT', '/api/me/progress/tv2', kids, {
      positionSeconds: 5,
      durationSeconds: 10,
      episodeId: 'tv2-s1e1',
    });
    expect(above.statusCode).toBe(404);
  });
});
