import { ACCESS_DENIED, ADMIN_ACCESS_REQUIRED, ADMIN_ERROR_CODES, LAST_ADMIN } from '@premieres/contracts';
import { OWN_ROLE_CHANGE, USER_NOT_FOUND } from '../src/messages';
import { userRoleModel } from '../src/models/user-role';
import { changeRole } from '../src/plugins/users/role-change';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_MODERATOR,
  type Session,
  signIn,
  signUp,
  startTestApp,
} from './helpers';
import { useTestApp } from './support/test-app';

const api = useTestApp();
let admin: Session;
let moderator: Session;

beforeAll(async () => {
  admin = await signIn(api.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  moderator = await signIn(api.app, DEV_MODERATOR.email, DEV_MODERATOR.password);
});

const setRole = (token: string, id: string, role: unknown) =>
  api.app.inject({ method: 'PUT', url: `/api/users/${id}/role`, headers: bearer(token), payload: { role } });

describe('GET /api/users', () => {
  it('lists users with profile and role, newest first, paged (admin)', async () => {
    const member = await signUp(api.app, undefined, undefined, 'Listed Member');
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/users?limit=2',
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(body.total).toBeGreaterThanOrEqual(4);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      id: member.userId,
      email: member.email,
      full_name: 'Listed Member',
      created_at: expect.any(String),
      role: 'user',
      confirmed: false,
    });
    const all = await api.app.inject({
      method: 'GET',
      url: '/api/users?limit=100',
      headers: bearer(admin.accessToken),
    });
    const roles = Object.fromEntries(
      all.json().items.map((u: { email: string; role: string }) => [u.email, u.role]),
    );
    expect(roles[DEV_ADMIN_EMAIL]).toBe('admin');
    expect(roles[DEV_MODERATOR.email]).toBe('moderator');
    expect(JSON.stringify(all.json())).not.toContain('password');
  });

  it('refuses members and moderators: e-mail addresses are for admins only', async () => {
    const member = await signUp(api.app);
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(member.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_ACCESS_REQUIRED);
    const byModerator = await api.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(moderator.accessToken),
    });
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe(ADMIN_ACCESS_REQUIRED);
    expect(byModerator.body).not.toContain('@');
  });

  it('searches by part of the e-mail address, in any case', async () => {
    const member = await signUp(api.app, `Needle.${Date.now()}@Example.com`.toLowerCase());
    const res = await api.app.inject({
      method: 'GET',
      url: `/api/users?q=${encodeURIComponent(member.email.slice(0, 12).toUpperCase())}`,
      headers: bearer(admin.accessToken),
    });
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: member.userId }] });
    const none = await api.app.inject({
      method: 'GET',
      url: '/api/users?q=.*',
      headers: bearer(admin.accessToken),
    });
    expect(none.json()).toMatchObject({ total: 0, items: [] });
  });

  it('rejects bad paging with 400', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/users?limit=0',
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('limit');
  });
});

describe('PUT /api/users/:id/role', () => {
  it("an admin changes any role; the change shows at once in the user's next request", async () => {
    const member = await signUp(api.app);
    const res = await setRole(admin.accessToken, member.userId, 'moderator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.userId, role: 'moderator' });
    // The same access token now passes a moderator route: the role is read per request.
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/admin/movies',
      headers: bearer(member.accessToken),
    });
    expect(list.statusCode).toBe(200);
    expect((await setRole(admin.accessToken, member.userId, 'admin')).json().role).toBe('admin');
    expect((await setRole(admin.accessToken, member.userId, 'user')).json().role).toBe('user');
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(member.accessToken),
    });
    expect(me.json().role).toBe('user');
  });

  it('moderators and members cannot change roles; nobody raises their own', async () => {
    const member = await signUp(api.app);
    const byModerator = await setRole(moderator.accessToken, member.userId, 'moderator');
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe(ADMIN_ACCESS_REQUIRED);
    const selfRaise = await setRole(member.accessToken, member.userId, 'admin');
    expect(selfRaise.statusCode).toBe(403);
    const modSelfRaise = await setRole(moderator.accessToken, moderator.userId, 'admin');
    expect(modSelfRaise.statusCode).toBe(403);
    const adminSelf = await setRole(admin.accessToken, admin.userId, 'user');
    expect(adminSelf.statusCode).toBe(403);
    expect(adminSelf.json()).toMatchObject({
      message: OWN_ROLE_CHANGE,
      code: ADMIN_ERROR_CODES.ownRoleChange,
    });
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(member.accessToken),
    });
    expect(me.json().role).toBe('user');
  });

  it('404 for an unknown user, 400 for a bad id or role', async () => {
    const unknown = await setRole(admin.accessToken, '0123456789abcdef01234567', 'user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_NOT_FOUND);
    const badId = await setRole(admin.accessToken, 'not-an-id', 'user');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    const member = await signUp(api.app);
    const badRole = await setRole(admin.accessToken, member.userId, 'superuser');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields).toHaveProperty('role');
  });

  it('concurrent changes leave exactly one role row', async () => {
    const member = await signUp(api.app);
    const roles = ['moderator', 'admin', 'user', 'moderator', 'admin', 'user', 'moderator', 'admin'];
    const results = await Promise.all(roles.map((role) => setRole(admin.accessToken, member.userId, role)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await userRoleModel(api.app.db).find({ user_id: member.userId }).lean();
    expect(rows).toHaveLength(1);
    expect(roles).toContain(rows[0]?.role);
  });

  it('a demoted moderator is refused on their very next request (same access token)', async () => {
    const member = await signUp(api.app);
    await setRole(admin.accessToken, member.userId, 'moderator');
    const asStaff = () =>
      api.app.inject({ method: 'GET', url: '/api/admin/movies', headers: bearer(member.accessToken) });
    expect((await asStaff()).statusCode).toBe(200);
    expect((await setRole(admin.accessToken, member.userId, 'user')).statusCode).toBe(200);
    const refused = await asStaff();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCESS_DENIED);
  });

  it('the last admin cannot be demoted', async () => {
    const Roles = userRoleModel(api.app.db);
    const admins = await Roles.find({ role: 'admin' }).lean();
    const [only, ...others] = admins;
    if (!only) throw new Error('the seed made no admin');
    await Roles.updateMany({ _id: { $in: others.map((r) => r._id) } }, { $set: { role: 'user' } });
    try {
      await expect(changeRole(api.app.db, only.user_id, 'moderator')).rejects.toMatchObject({
        statusCode: 409,
        code: ADMIN_ERROR_CODES.lastAdmin,
        message: LAST_ADMIN,
      });
      expect((await Roles.findOne({ user_id: only.user_id }).lean())?.role).toBe('admin');
    } finally {
      await Roles.updateMany({ _id: { $in: others.map((r) => r._id) } }, { $set: { role: 'admin' } });
    }
  });

  it('two admins demoting each other at once never leave the product without an admin', async () => {
    const second = await signUp(api.app);
    await setRole(admin.accessToken, second.userId, 'admin');
    const Roles = userRoleModel(api.app.db);
    const othersBefore = await Roles.find({
      role: 'admin',
      user_id: { $nin: [admin.userId, second.userId] },
    }).lean();
    await Roles.updateMany({ _id: { $in: othersBefore.map((r) => r._id) } }, { $set: { role: 'user' } });
    try {
      const results = await Promise.all([
        setRole(admin.accessToken, second.userId, 'user'),
        setRole(second.accessToken, admin.userId, 'user'),
      ]);
      for (const res of results) {
        if (res.statusCode !== 200) expect(res.json().code).toBe(ADMIN_ERROR_CODES.lastAdmin);
      }
      expect(await Roles.countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
    } finally {
      await Roles.updateMany({ _id: { $in: othersBefore.map((r) => r._id) } }, { $set: { role: 'admin' } });
      await Roles.updateOne({ user_id: admin.userId }, { $set: { role: 'admin' } });
    }
  });

  it('a role change is in the audit log', async () => {
    const member = await signUp(api.app);
    await setRole(admin.accessToken, member.userId, 'moderator');
    const audit = await api.app.inject({
      method: 'GET',
      url: `/api/admin/audit?actor=${admin.userId}&limit=1`,
      headers: bearer(admin.accessToken),
    });
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.role',
      target_type: 'user',
      target_id: member.userId,
      actor_email: DEV_ADMIN_EMAIL,
      changes: { role: { before: 'user', after: 'moderator' } },
    });
  });

  it('the seed keeps ADMIN_EMAIL an admin across restarts', async () => {
    const adminId = admin.userId;
    await userRoleModel(api.app.db).updateOne({ user_id: adminId }, { $set: { role: 'user' } });
    const restarted = await startTestApp(api.db.uri);
    try {
      const row = await userRoleModel(api.app.db).findOne({ user_id: adminId }).lean();
      expect(row?.role).toBe('admin');
      expect(await userRoleModel(api.app.db).countDocuments({})).toBe(
        await api.app.db.collection('users').countDocuments({}),
      );
    } finally {
      await restarted.close();
    }
  });
});
