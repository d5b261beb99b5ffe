import { pinLockState } from '../../src/plugins/viewers/pin-lock';
import { asViewer, bearer, createViewerProfile, selectViewerProfile, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

const MINUTE = 60_000;

describe('profile PIN', () => {
  it('is needed to choose the profile; five wrong tries lock it with the wait time', async () => {
    const member = await signUp(api.app);
    const grown = await createViewerProfile(api.app, member, { name: 'Grown-ups' });
    const set = await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${grown.id}`,
      headers: bearer(member.accessToken),
      payload: { pin: '4821' },
    });
    expect(set.json()).toMatchObject({ hasPin: true });
    const select = (pin?: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/viewer-profiles/${grown.id}/select`,
        headers: bearer(member.accessToken),
        payload: pin ? { pin } : {},
      });

    expect((await select()).json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'VIEWER_PIN_REQUIRED',
      message: 'Enter the PIN of this profile',
      messageId: 'viewer.pinRequired',
    });
    expect((await select('12a4')).statusCode).toBe(400);
    for (let i = 0; i < 4; i++)
      expect((await select('0000')).json()).toMatchObject({
        code: 'VIEWER_PIN_WRONG',
        message: 'Wrong PIN',
        messageId: 'viewer.pinWrong',
      });
    const fifth = await select('0000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'VIEWER_PIN_LOCKED',
      message: 'Too many wrong PINs. Please wait 15 minutes before trying again.',
      messageId: 'viewer.pinLocked',
      messageValues: { minutes: 15 },
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Locked means locked: the right PIN is refused too until the window passes.
    expect((await select('4821')).statusCode).toBe(429);
  });

  it('unlocks when the oldest wrong try leaves the 15-minute window (injected clock)', () => {
    const t0 = Date.UTC(2026, 0, 1);
    const failures = [0, 1, 2, 3, 4].map((i) => new Date(t0 + i * MINUTE));
    expect(pinLockState(failures.slice(0, 4), t0 + 5 * MINUTE).locked).toBe(false);
    const locked = pinLockState(failures, t0 + 5 * MINUTE);
    expect(locked).toMatchObject({ locked: true, remainingMinutes: 10 });
    expect(pinLockState(failures, t0 + 15 * MINUTE + 1).locked).toBe(false);
  });

  it('a right PIN chooses the profile, and clearing the PIN opens it again', async () => {
    const member = await signUp(api.app);
    const grown = await createViewerProfile(api.app, member, { name: 'Grown-ups' });
    await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${grown.id}`,
      headers: bearer(member.accessToken),
      payload: { pin: '4821' },
    });
    const token = await selectViewerProfile(api.app, member, grown.id, '4821');
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/me/list', headers: asViewer(member, token) }))
        .statusCode,
    ).toBe(200);
    await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${grown.id}`,
      headers: bearer(member.accessToken),
      payload: { pin: null },
    });
    expect(await selectViewerProfile(api.app, member, grown.id)).toEqual(expect.any(String));
  });

  it('guards the main profile too: without its token its lists are refused', async () => {
    const member = await signUp(api.app);
    await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${member.userId}`,
      headers: bearer(member.accessToken),
      payload: { pin: '1111' },
    });
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/me/list',
      headers: bearer(member.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'VIEWER_PIN_REQUIRED',
      message: 'Enter the PIN of this profile',
      messageId: 'viewer.pinRequired',
    });
    const token = await selectViewerProfile(api.app, member, member.userId, '1111');
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/me/list', headers: asViewer(member, token) }))
        .statusCode,
    ).toBe(200);
  });
});
