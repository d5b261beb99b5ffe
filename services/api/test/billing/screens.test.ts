import { STREAM_EXPIRY_SECONDS, STREAM_HEARTBEAT_SECONDS } from '@premieres/contracts';
import { manualClock } from '../../src/core/clock';
import { bearer, type Session, signUp } from '../helpers';
import { storeFilm } from '../support/stored-film';
import { useTestApp } from '../support/test-app';
import { subscribe } from './billing-fixtures';

/**
 * Screens per plan (spec §9), on the server clock: Basic is one screen, so a second device is
 * refused with SCREEN_LIMIT_REACHED until the first stops or goes silent; heartbeats keep it.
 */
const clock = manualClock(new Date('2025-06-01T00:00:00Z'));
const api = useTestApp({ clock });
let basic: Session;
let standard: Session;

const PHONE = 'phone-device-0001';
const TV = 'tv-device-000002';
const LAPTOP = 'laptop-device-03';

beforeAll(async () => {
  await storeFilm(api.app, 'the-last-monsoon');
  basic = await signUp(api.app);
  standard = await signUp(api.app);
  await subscribe(api.app, basic, 'basic');
  await subscribe(api.app, standard, 'standard');
});

const grant = (s: Session, device?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/playback/the-last-monsoon${device ? `?device=${device}` : ''}`,
    headers: bearer(s.accessToken),
  });
const heartbeat = (s: Session, streamId: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/playback/streams/${streamId}/heartbeat`,
    headers: bearer(s.accessToken),
  });
const stop = (s: Session, streamId: string) =>
  api.app.inject({
    method: 'DELETE',
    url: `/api/playback/streams/${streamId}`,
    headers: bearer(s.accessToken),
  });
const seconds = (n: number) => clock.advance(n * 1000);

describe('screens per plan', () => {
  it('refuses a second device on Basic until the first stops', async () => {
    const first = await grant(basic, PHONE);
    expect(first.statusCode).toBe(200);
    const { streamId, screens } = first.json();
    expect(screens).toBe(1);
    expect(streamId).toMatch(/^[a-f0-9]{32}$/);

    const refused = await grant(basic, TV);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'SCREEN_LIMIT_REACHED',
      message: 'Your plan allows 1 screen at a time. Stop watching on another device to watch here.',
      messageId: 'playback.screenLimitOne',
      messageValues: { screens: 1 },
    });

    expect((await stop(basic, streamId)).statusCode).toBe(204);
    const second = await grant(basic, TV);
    expect(second.statusCode).toBe(200);
    await stop(basic, second.json().streamId);
  });

  it('does not count the same device twice when it opens the player again', async () => {
    const once = await grant(basic, PHONE);
    const again = await grant(basic, PHONE);
    expect(again.statusCode).toBe(200);
    // The reopened player holds the screen; the replaced stream has ended.
    expect((await heartbeat(basic, once.json().streamId)).json().code).toBe('STREAM_ENDED');
    expect((await heartbeat(basic, again.json().streamId)).statusCode).toBe(200);
    await stop(basic, again.json().streamId);
  });

  it('keeps a screen alive with heartbeats and frees it after silence', async () => {
    const first = await grant(basic, PHONE);
    const { streamId } = first.json();
    // Three heartbeat periods: well past the expiry, but each one renewed it.
    for (let i = 0; i < 3; i++) {
      seconds(STREAM_HEARTBEAT_SECONDS);
      const beat = await heartbeat(basic, streamId);
      expect(beat.statusCode).toBe(200);
      expect(beat.json().expiresAt).toBe(
        new Date(clock.now().getTime() + STREAM_EXPIRY_SECONDS * 1000).toISOString(),
      );
      expect((await grant(basic, TV)).json().code).toBe('SCREEN_LIMIT_REACHED');
    }
    // Silent: one second before expiry it still holds the screen, at expiry it is free.
    seconds(STREAM_EXPIRY_SECONDS - 1);
    expect((await grant(basic, TV)).statusCode).toBe(409);
    seconds(1);
    const tv = await grant(basic, TV);
    expect(tv.statusCode).toBe(200);
    // The silent phone comes back: its screen is taken now.
    expect((await heartbeat(basic, streamId)).json().code).toBe('SCREEN_LIMIT_REACHED');
    await stop(basic, tv.json().streamId);
  });

  it('gives Standard two screens and refuses the third', async () => {
    const a = await grant(standard, PHONE);
    const b = await grant(standard, TV);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const third = await grant(standard, LAPTOP);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      'Your plan allows 2 screens at a time. Stop watching on another device to watch here.',
    );
  });

  it('lets nobody else stop or keep an account’s stream', async () => {
    const { streamId } = (await grant(basic, PHONE)).json();
    expect((await stop(standard, streamId)).statusCode).toBe(204);
    expect((await heartbeat(standard, streamId)).json().code).toBe('STREAM_ENDED');
    expect((await heartbeat(basic, streamId)).statusCode).toBe(200);
    expect((await grant(basic, TV)).statusCode).toBe(409);
  });

  it('refuses a malformed device id', async () => {
    expect((await grant(basic, 'a b')).statusCode).toBe(400);
  });
});
