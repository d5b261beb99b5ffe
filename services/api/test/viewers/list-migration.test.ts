import { Types } from 'mongoose';
import { viewerProfileModel } from '../../src/models/viewer-profile';
import { LEGACY_USER_LIST_INDEX, watchListItemModel } from '../../src/models/watch-list';
import { migrateListsToProfiles } from '../../src/plugins/library/migrate-to-profiles';
import { ensureEveryMainProfile } from '../../src/plugins/viewers/main-profiles';
import { asViewer, bearer, createViewerProfile, selectViewerProfile, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

describe('moving My List and likes to viewer profiles', () => {
  it("attaches entries stored before profiles to the account's main profile, once", async () => {
    const member = await signUp(api.app);
    // The state before viewer profiles: entries keyed by account, the per-account unique index,
    // and no main profile yet.
    const Items = watchListItemModel(api.app.db);
    await viewerProfileModel(api.app.db).deleteMany({ user_id: member.userId });
    await Items.collection.createIndex(
      { user_id: 1, kind: 1, movie_id: 1 },
      { unique: true, name: LEGACY_USER_LIST_INDEX },
    );
    const userId = new Types.ObjectId(member.userId);
    await Items.collection.insertMany([
      { user_id: userId, kind: 'list', movie_id: '2', added_at: new Date(1000) },
      { user_id: userId, kind: 'likes', movie_id: '5', added_at: new Date(2000) },
    ] as never[]);

    expect(await ensureEveryMainProfile(api.app.db)).toBeGreaterThanOrEqual(1);
    expect(await migrateListsToProfiles(api.app.db)).toEqual({ moved: 2 });
    // A second run (or a second replica) changes nothing.
    expect(await migrateListsToProfiles(api.app.db)).toEqual({ moved: 0 });
    expect(await ensureEveryMainProfile(api.app.db)).toBe(0);
    expect((await Items.collection.indexes()).map((i) => i.name)).not.toContain(LEGACY_USER_LIST_INDEX);

    const list = await api.app.inject({
      method: 'GET',
      url: '/api/me/list',
      headers: bearer(member.accessToken),
    });
    expect(list.json().items.map((e: { movie: { id: string } }) => e.movie.id)).toEqual(['2']);
    const likes = await api.app.inject({
      method: 'GET',
      url: '/api/me/likes',
      headers: bearer(member.accessToken),
    });
    expect(likes.json().items.map((e: { movie: { id: string } }) => e.movie.id)).toEqual(['5']);

    // With the old index gone, a second profile of the account can list the same title.
    const second = await createViewerProfile(api.app, member, { name: 'Second' });
    const token = await selectViewerProfile(api.app, member, second.id);
    const add = await api.app.inject({
      method: 'PUT',
      url: '/api/me/list/2',
      headers: asViewer(member, token),
    });
    expect(add.statusCode).toBe(200);
  });
});
