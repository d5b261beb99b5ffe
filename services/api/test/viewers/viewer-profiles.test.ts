import { asViewer, bearer, createViewerProfile, selectViewerProfile, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

const list = async (token: string) =>
  api.app.inject({ method: 'GET', url: '/api/viewer-profiles', headers: bearer(token) });

describe('viewer profiles', () => {
  it('gives every account a main profile, first, that cannot be deleted or made a kids profile', async () => {
    const member = await signUp(api.app);
    const res = await list(member.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: member.userId,
        name: 'Main',
        avatar: 'sun',
        kids: false,
        ceiling: 'A',
        hasPin: false,
        isMain: true,
      },
    ]);
    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/viewer-profiles/${member.userId}`,
      headers: bearer(member.accessToken),
    });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'VIEWER_PROFILE_MAIN',
      message: 'The main profile cannot be deleted',
      messageId: 'viewer.mainUndeletable',
    });
    const kids = await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${member.userId}`,
      headers: bearer(member.accessToken),
      payload: { kids: true },
    });
    expect(kids.statusCode).toBe(400);
    expect(kids.json()).toMatchObject({
      code: 'VIEWER_PROFILE_MAIN_KIDS',
      message: 'The main profile cannot be a kids profile',
      messageId: 'viewer.mainNotKids',
    });
  });

  it('creates up to five, refuses a sixth and a taken name, renames and deletes', async () => {
    const member = await signUp(api.app);
    const kids = await createViewerProfile(api.app, member, { name: 'Kids', kids: true });
    expect(kids).toMatchObject({ name: 'Kids', kids: true, ceiling: 'U/A 7+', hasPin: false, isMain: false });
    for (const name of ['Asha', 'Ravi', 'Meera']) await createViewerProfile(api.app, member, { name });
    const sixth = await api.app.inject({
      method: 'POST',
      url: '/api/viewer-profiles',
      headers: bearer(member.accessToken),
      payload: { name: 'Sixth', avatar: 'sun', kids: false },
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({
      code: 'VIEWER_PROFILE_LIMIT',
      message: 'An account can have at most 5 profiles',
      messageId: 'viewer.limitReached',
      messageValues: { max: 5 },
    });

    const taken = await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${kids.id}`,
      headers: bearer(member.accessToken),
      payload: { name: 'asha' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'VIEWER_PROFILE_NAME_TAKEN',
      message: 'A profile with this name already exists',
      messageId: 'viewer.nameTaken',
    });
    const renamed = await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${kids.id}`,
      headers: bearer(member.accessToken),
      payload: { name: 'Little ones', avatar: 'kite', ceiling: 'U' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Little ones', avatar: 'kite', ceiling: 'U' });

    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/viewer-profiles',
      headers: bearer(member.accessToken),
      payload: { name: '', avatar: 'dragon', kids: false },
    });
    expect(bad.statusCode).toBe(400);

    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/viewer-profiles/${kids.id}`,
      headers: bearer(member.accessToken),
    });
    expect(del.statusCode).toBe(204);
    expect((await list(member.accessToken)).json().items).toHaveLength(4);
  });

  it("never reads or writes another account's profile", async () => {
    const owner = await signUp(api.app);
    const stranger = await signUp(api.app);
    const profile = await createViewerProfile(api.app, owner, { name: 'Private' });
    for (const [method, url, payload] of [
      ['PATCH', `/api/viewer-profiles/${profile.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/viewer-profiles/${profile.id}`, undefined],
      ['POST', `/api/viewer-profiles/${profile.id}/select`, {}],
      ['PATCH', `/api/viewer-profiles/${owner.userId}`, { pin: '1234' }],
    ] as const) {
      const res = await api.app.inject({ method, url, headers: bearer(stranger.accessToken), payload });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(stranger.accessToken)).json().items.map((p: { id: string }) => p.id)).toEqual([
      stranger.userId,
    ]);
    expect((await list(owner.accessToken)).json().items[1]).toMatchObject({ name: 'Private', hasPin: false });

    // The owner's profile token does not work with another account's session.
    const token = await selectViewerProfile(api.app, owner, profile.id);
    const foreign = await api.app.inject({
      method: 'GET',
      url: '/api/me/list',
      headers: asViewer(stranger, token),
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({
      code: 'VIEWER_PROFILE_INVALID',
      message: 'Choose a profile again',
      messageId: 'viewer.tokenInvalid',
    });
  });

  it('refuses a forged token and the token of a deleted profile', async () => {
    const member = await signUp(api.app);
    const profile = await createViewerProfile(api.app, member, { name: 'Gone soon' });
    const token = await selectViewerProfile(api.app, member, profile.id);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/movies', headers: { 'x-viewer-profile': forged } }))
        .statusCode,
    ).toBe(401);
    await api.app.inject({
      method: 'DELETE',
      url: `/api/viewer-profiles/${profile.id}`,
      headers: bearer(member.accessToken),
    });
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/me/list', headers: asViewer(member, token) }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps a kids profile from managing profiles', async () => {
    const member = await signUp(api.app);
    const kids = await createViewerProfile(api.app, member, { name: 'Kids', kids: true });
    const token = await selectViewerProfile(api.app, member, kids.id);
    const res = await api.app.inject({
      method: 'PATCH',
      url: `/api/viewer-profiles/${kids.id}`,
      headers: asViewer(member, token),
      payload: { ceiling: 'A' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'VIEWER_PROFILE_KIDS',
      message: 'A kids profile cannot manage profiles',
      messageId: 'viewer.kidsCannotManage',
    });
  });

  it("refuses a kids profile's token on billing and the account's details, not an adult's", async () => {
    const member = await signUp(api.app);
    const kids = await createViewerProfile(api.app, member, { name: 'Kids', kids: true });
    const token = await selectViewerProfile(api.app, member, kids.id);
    const calls = [
      { method: 'GET', url: '/api/billing/subscription' },
      { method: 'POST', url: '/api/billing/cancel' },
      { method: 'PATCH', url: '/api/me/profile', payload: { full_name: 'Kid Renamed' } },
      { method: 'DELETE', url: `/api/viewer-profiles/${kids.id}` },
    ] as const;
    for (const call of calls) {
      const refused = await api.app.inject({ ...call, headers: asViewer(member, token) });
      expect([call.url, refused.statusCode, refused.json().code]).toEqual([
        call.url,
        403,
        'VIEWER_PROFILE_KIDS',
      ]);
    }
    const adult = await api.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: bearer(member.accessToken),
    });
    expect(adult.statusCode).toBe(200);
  });

  it('gives each profile its own My List and likes', async () => {
    const member = await signUp(api.app);
    const other = await createViewerProfile(api.app, member, { name: 'Second' });
    const token = await selectViewerProfile(api.app, member, other.id);
    await api.app.inject({ method: 'PUT', url: '/api/me/list/2', headers: bearer(member.accessToken) });
    await api.app.inject({ method: 'PUT', url: '/api/me/likes/5', headers: asViewer(member, token) });
    const mainList = (
      await api.app.inject({ method: 'GET', url: '/api/me/list', headers: bearer(member.accessToken) })
    ).json();
    const secondList = (
      await api.app.inject({ method: 'GET', url: '/api/me/list', headers: asViewer(member, token) })
    ).json();
    expect(mainList.items.map((e: { movie: { id: string } }) => e.movie.id)).toEqual(['2']);
    expect(secondList.items).toEqual([]);
    // The same title in two profiles' lists of one account.
    expect(
      (await api.app.inject({ method: 'PUT', url: '/api/me/list/2', headers: asViewer(member, token) }))
        .statusCode,
    ).toBe(200);
    const mainLikes = (
      await api.app.inject({ method: 'GET', url: '/api/me/likes', headers: bearer(member.accessToken) })
    ).json();
    expect(mainLikes.items).toEqual([]);
  });
});
