import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Licence } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../src/core/clock';
import { mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { movieModel } from '../../src/models/movie';
import { subscriptionModel } from '../../src/models/subscription';
import { subscribe } from '../billing/billing-fixtures';
import {
  asViewer,
  bearer,
  createViewerProfile,
  DEV_MODERATOR,
  type Session,
  selectViewerProfile,
  signIn,
  signUp,
} from '../helpers';
import {
  makeClip,
  storeSource,
  tempDir,
  testMediaConfig,
  waitForAsset,
} from '../media-pipeline/media-fixtures';
import { useTestApp } from '../support/test-app';
import { decodedFrames, decryptSegment, fetchFile, playlistIv, startSeconds } from './download-fixtures';

/**
 * Download licences (issue 27) against the real database engine and real ffmpeg: the plan's device
 * limits, the quality cap, the 30-day and 48-hour expiry on an injected clock, renewal with the
 * same key, revocation by removing a device, and an encrypted package that decodes only with the key.
 */
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
let app: FastifyInstance;
let dir: string;
const clock = manualClock(new Date('2026-03-01T00:00:00Z'));
const members = {} as Record<'basic' | 'standard' | 'premium', Session>;

beforeAll(async () => {
  dir = await tempDir('downloads');
});
const api = useTestApp({ clock, config: () => ({ media: testMediaConfig(dir) }) });

beforeAll(async () => {
  app = api.app;
  await storeSource(app, 'clip-720.mp4', await makeClip(path.join(dir, 'clip.mp4'), 8, '1280x720'));
  await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip-720.mp4' } });
  await app.catalogueChanges.publish();
  for (const plan of ['basic', 'standard', 'premium'] as const) {
    members[plan] = await signUp(app);
    await subscribe(app, members[plan], plan);
  }
  // The licences' clock runs past a month: the subscriptions stay paid unless a test says otherwise.
  await subscriptionModel(app.db).updateMany(
    {},
    { $set: { current_period_end: new Date('2027-01-01T00:00:00Z') } },
  );
  const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
  expect(asset.state).toBe('done');
  const staff = bearer((await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
  const subtitles = await app.inject({
    method: 'PUT',
    url: '/api/admin/transcoding/16.content/subtitles/en',
    headers: { ...staff, 'content-type': 'text/vtt' },
    payload: 'WEBVTT\n\n00:01.000 --> 00:03.000\nHello there.\n',
  });
  expect(subtitles.statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: Session | Record<string, string>,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: 'accessToken' in who ? bearer(who.accessToken as string) : (who as Record<string, string>),
    ...(payload ? { payload } : {}),
  });

const request = (who: Session | Record<string, string>, deviceId: string, extra: object = {}) =>
  call('POST', '/api/downloads/licences', who, {
    contentId: '16',
    quality: 'standard',
    deviceId,
    deviceName: `Browser ${deviceId.slice(0, 6)}`,
    ...extra,
  });

async function licence(who: Session, deviceId: string, extra: object = {}): Promise<Licence> {
  const res = await request(who, deviceId, extra);
  expect(res.statusCode).toBe(200);
  return res.json() as Licence;
}

describe('download licences', () => {
  it('refuses Basic with DOWNLOADS_NOT_IN_PLAN and shows it no options', async () => {
    const res = await request(members.basic, 'basic-device-1');
    expect([res.statusCode, res.json().code]).toEqual([403, 'DOWNLOADS_NOT_IN_PLAN']);
    const options = await call('GET', '/api/downloads/options?contentId=16', members.basic);
    expect(options.json()).toEqual({ options: [], devices: { used: 0, limit: 0 } });
  });

  it('offers Standard 480p and the best rung within the cap, with sizes', async () => {
    const res = await call('GET', '/api/downloads/options?contentId=16', members.standard);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.devices).toEqual({ used: 0, limit: 2 });
    expect(body.options.map((o: { quality: string; height: number }) => [o.quality, o.height])).toEqual([
      ['standard', 480],
      ['high', 720],
    ]);
    for (const option of body.options) expect(option.bytes).toBeGreaterThan(0);
  });

  it('caps High at the plan: Standard 1080p, Premium 4K, on a ladder with both', async () => {
    const Assets = mediaAssetModel(app.db);
    const original = await Assets.findById('16.content').lean();
    const ladder = original?.ladder;
    if (!ladder) throw new Error('no ladder');
    const top = ladder.video[ladder.video.length - 1];
    if (!top) throw new Error('no rendition');
    // Two taller rungs pointing at the 720p files: only the heights matter for the cap.
    const taller = [1080, 2160].map((height) => ({ ...top, id: `${height}p`, height }));
    await Assets.updateOne(
      { _id: '16.content' },
      { $set: { ladder: { ...ladder, video: [...ladder.video, ...taller] } } },
    );
    try {
      const heightsOf = async (who: Session) =>
        (await call('GET', '/api/downloads/options?contentId=16', who))
          .json()
          .options.map((o: { height: number }) => o.height);
      expect(await heightsOf(members.standard)).toEqual([480, 1080]);
      expect(await heightsOf(members.premium)).toEqual([480, 2160]);
    } finally {
      await Assets.updateOne({ _id: '16.content' }, { $set: { ladder } });
    }
  });

  it('issues a licence with a key and the encrypted package, and the same licence again', async () => {
    const first = await licence(members.standard, 'std-device-a');
    expect(first.quality).toBe('standard');
    expect(first.height).toBe(480);
    expect(Buffer.from(first.key, 'base64')).toHaveLength(16);
    expect(first.expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect(first.playbackStartedAt).toBeNull();
    expect(first.audioLanguage).toBe('en');
    expect(first.subtitles).toEqual([
      { language: 'en', name: 'English', default: expect.any(Boolean), file: 'en.vtt' },
    ]);
    const names = first.files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['index.m3u8', 's0000.ts', 'en.vtt']));
    expect(first.bytes).toBe(first.files.reduce((sum, f) => sum + f.bytes, 0));
    const again = await licence(members.standard, 'std-device-a');
    expect([again.id, again.key]).toEqual([first.id, first.key]);
    const high = await licence(members.standard, 'std-device-a', { quality: 'high' });
    expect(high.height).toBe(720);
    expect(high.id).not.toBe(first.id);
  }, 60_000);

  it('encrypts the segments: no frames without the key, frames with it', async () => {
    const lic = await licence(members.standard, 'std-device-a');
    const playlist = (await fetchFile(app, lic, 'index.m3u8')).toString('utf8');
    expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="premieres-licence-key"');
    const segment = await fetchFile(app, lic, 's0000.ts');
    const stolen = path.join(dir, 'stolen.ts');
    await writeFile(stolen, segment);
    expect(await decodedFrames(stolen)).toBe(0);
    const clear = path.join(dir, 'clear.ts');
    await writeFile(clear, decryptSegment(segment, lic.key, playlistIv(playlist)));
    expect(await decodedFrames(clear)).toBeGreaterThan(24);
    // Timestamps kept (stream copy with -copyts): the subtitles' X-TIMESTAMP-MAP still holds.
    const ladder = (await mediaAssetModel(app.db).findById('16.content').lean())?.ladder;
    expect(await startSeconds(clear)).toBeCloseTo((ladder?.startPts ?? 0) / 90_000, 1);
    const vtt = (await fetchFile(app, lic, 'en.vtt')).toString('utf8');
    expect(vtt).toContain(`X-TIMESTAMP-MAP=MPEGTS:${Math.round(ladder?.startPts ?? 0)},LOCAL:00:00:00.000`);
  }, 60_000);

  it('refuses a device past the plan’s limit naming the devices, and frees the place when one is removed', async () => {
    const kept = await licence(members.standard, 'std-device-b');
    const third = await request(members.standard, 'std-device-c');
    expect([third.statusCode, third.json().code]).toEqual([409, 'DOWNLOAD_DEVICE_LIMIT']);
    expect(third.json().message).toContain('Browser std-de');
    const devices = (await call('GET', '/api/downloads/devices', members.standard)).json();
    expect(devices.limit).toBe(2);
    expect(devices.devices.map((d: { id: string; licences: number }) => [d.id, d.licences])).toEqual([
      ['std-device-a', 2],
      ['std-device-b', 1],
    ]);

    const removed = await call('DELETE', '/api/downloads/devices/std-device-b', members.standard);
    expect(removed.statusCode).toBe(204);
    const listed = (
      await call('GET', '/api/downloads/licences?deviceId=std-device-b', members.standard)
    ).json();
    expect(listed.licences.map((l: { id: string; revokedAt: string | null }) => [l.id, l.revokedAt])).toEqual(
      [[kept.id, clock.now().toISOString()]],
    );
    const file = kept.files.find((f) => f.name === 's0000.ts');
    const gone = await app.inject({ method: 'GET', url: file?.url ?? '' });
    expect([gone.statusCode, gone.json().code]).toEqual([410, 'LICENCE_REVOKED']);
    const renew = await call('POST', `/api/downloads/licences/${kept.id}/renew`, members.standard);
    expect(renew.statusCode).toBe(410);

    expect((await request(members.standard, 'std-device-c')).statusCode).toBe(200);
  }, 60_000);

  it('allows Premium six devices and refuses a seventh', async () => {
    for (let n = 1; n <= 6; n++) await licence(members.premium, `premium-device-${n}`);
    const seventh = await request(members.premium, 'premium-device-7');
    expect([seventh.statusCode, seventh.json().code]).toEqual([409, 'DOWNLOAD_DEVICE_LIMIT']);
  }, 60_000);

  it('expires 48 hours after playback starts, and renews with the same key', async () => {
    const start = clock.now();
    const lic = await licence(members.premium, 'premium-device-1');
    clock.advance(DAY);
    const played = await call('POST', `/api/downloads/licences/${lic.id}/playback`, members.premium);
    expect(played.json()).toEqual({
      playbackStartedAt: new Date(start.getTime() + DAY).toISOString(),
      expiresAt: new Date(start.getTime() + DAY + 48 * HOUR).toISOString(),
    });
    // A second start keeps the first window.
    clock.advance(HOUR);
    const replayed = await call('POST', `/api/downloads/licences/${lic.id}/playback`, members.premium);
    expect(replayed.json().expiresAt).toBe(played.json().expiresAt);

    clock.advance(48 * HOUR);
    const file = (await licence(members.premium, 'premium-device-2')).files[0];
    expect(file).toBeDefined();
    const late = await call('POST', `/api/downloads/licences/${lic.id}/playback`, members.premium);
    expect([late.statusCode, late.json().code]).toEqual([409, 'LICENCE_EXPIRED']);
    const renewed = await call('POST', `/api/downloads/licences/${lic.id}/renew`, members.premium);
    expect(renewed.json()).toEqual({
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      key: lic.key,
    });
    const again = await licence(members.premium, 'premium-device-1');
    expect([again.id, again.key, again.playbackStartedAt]).toEqual([lic.id, lic.key, null]);
  }, 60_000);

  it('expires 30 days after issue when never played; an unexpired renewal keeps the expiry', async () => {
    const lic = await licence(members.premium, 'premium-device-3');
    const renewEarly = await call('POST', `/api/downloads/licences/${lic.id}/renew`, members.premium);
    expect(renewEarly.json()).toEqual({ expiresAt: lic.expiresAt, key: lic.key });
    expect(lic.expiresAt).toBe(new Date(new Date(lic.issuedAt).getTime() + 30 * DAY).toISOString());
    clock.set(new Date(lic.expiresAt));
    const expiredFile = await app.inject({ method: 'GET', url: lic.files[0]?.url ?? '' });
    expect(expiredFile.statusCode).toBe(403); // the signed URL (6 hours) is long gone as well
    const play = await call('POST', `/api/downloads/licences/${lic.id}/playback`, members.premium);
    expect(play.json().code).toBe('LICENCE_EXPIRED');
    // Renewal needs the subscription still active...
    const Subscriptions = subscriptionModel(app.db);
    await Subscriptions.updateMany({}, { $set: { current_period_end: clock.now() } });
    const lapsed = await call('POST', `/api/downloads/licences/${lic.id}/renew`, members.premium);
    expect([lapsed.statusCode, lapsed.json().code]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    await Subscriptions.updateMany({}, { $set: { current_period_end: new Date('2027-01-01T00:00:00Z') } });
    // ...and then gives 30 days from now with the same key.
    const renewed = await call('POST', `/api/downloads/licences/${lic.id}/renew`, members.premium);
    expect(renewed.json().expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    const again = await licence(members.premium, 'premium-device-3');
    expect([again.id, again.key]).toEqual([lic.id, lic.key]);
  });

  it('applies the kids ceiling as the playback grant does', async () => {
    const member = members.premium;
    const profile = await createViewerProfile(app, member, { name: 'Kid', kids: true });
    const token = await selectViewerProfile(app, member, profile.id);
    await movieModel(app.db).updateOne({ _id: '16' }, { $set: { certification: 'A' } });
    const res = await request(asViewer(member, token), 'premium-device-4');
    const grant = await call('GET', '/api/playback/16', asViewer(member, token));
    expect([res.statusCode, res.json()]).toEqual([404, grant.json()]);
    expect(grant.statusCode).toBe(404);
  });

  it('answers MEDIA_NOT_READY for a title still being prepared', async () => {
    await mediaAssetModel(app.db).create({
      _id: '1.content',
      movie_id: '1',
      kind: 'content',
      source: { type: 'stored', bucket: 'movie-trailers', name: 'none.mp4' },
      state: 'running',
      ladder_prefix: null,
      ladder: null,
    });
    const res = await request(members.premium, 'premium-device-4', { contentId: '1' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'MEDIA_NOT_READY']);
  });
});
