import { ACCESS_DENIED, ADMIN_ACCESS_REQUIRED } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { OWN_ROLE_CHANGE, USER_NOT_FOUND } from '../src/messages';
import { userRoleModel } from '../src/models/user-role';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_MODERATOR,
  type Session,
  signIn,
  signUp,
  startTestApp,
  startTestDb,
  type TestDb,
} from './helpers';

let db: TestDb;
let app: FastifyInstance;
let admin: Session;
let moderator: Session;

beforeAll(async () => {
  db = await startTestDb();
  app = await startTestApp(db.uri);
  admin = await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  moderator = await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password);
});
afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const setRole = (token: string, id: string, role: unknown) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}/role`, headers: bearer(token), payload: { role } });

describe('GET /api/users', () => {
  it('lists users with profile and role, newest first, paged (moderator)', async () => {
    const member = await signUp(app, undefined, undefined, 'Listed Member');
    const res = await app.inject({
      method: 'GET',
      url: '/api/users?limit=2',
      headers: bearer(moderator.accessToken),
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
    const all = await app.inject({
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

  it('refuses members with the spec message', async () => {
    const member = await signUp(app);
    const res = await app.inject({ method: 'GET', url: '/api/users', headers: bearer(member.accessToken) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCESS_DENIED);
  });

  it('rejects bad paging with 400', async () => {
    const res = await app.inject({
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
    const member = await signUp(app);
    const res = await setRole(admin.accessToken, member.userId, 'moderator');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.userId, role: 'moderator' });
    // The same access token now passes a moderator route: the role is read per request.
    const list = await app.inject({ method: 'GET', url: '/api/users', headers: bearer(member.accessToken) });
    expect(list.statusCode).toBe(200);
    expect((await setRole(admin.accessToken, member.userId, 'admin')).json().role).toBe('admin');
    expect((await setRole(admin.accessToken, member.userId, 'user')).json().role).toBe('user');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.accessToken) });
    expect(me.json().role).toBe('user');
  });

  it('moderators and members cannot change roles; nobody raises their own', async () => {
    const member = await signUp(app);
    const byModerator = await setRole(moderator.accessToken, member.userId, 'moderator');
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json().message).toBe(ADMIN_ACCESS_REQUIRED);
    const selfRaise = await setRole(member.accessToken, member.userId, 'admin');
    expect(selfRaise.statusCode).toBe(403);
    const modSelfRaise = await setRole(moderator.accessToken, moderator.userId, 'admin');
    expect(modSelfRaise.statusCode).toBe(403);
    const adminSelf = await setRole(admin.accessToken, admin.userId, 'user');
    expect(adminSelf.statusCode).toBe(403);
    expect(adminSelf.json().message).toBe(OWN_ROLE_CHANGE);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(member.accessToken) });
    expect(me.json().role).toBe('user');
  });

  it('404 for an unknown user, 400 for a bad id or role', async () => {
    const unknown = await setRole(admin.accessToken, '0123456789abcdef01234567', 'user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(USER_NOT_FOUND);
    const badId = await setRole(admin.accessToken, 'not-an-id', 'user');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    const member = await signUp(app);
    const badRole = await setRole(admin.accessToken, member.userId, 'superuser');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields).toHaveProperty('role');
  });

  it('concurrent changes leave exactly one role row', async () => {
    const member = await signUp(app);
    const roles = ['moderator', 'admin', 'user', 'moderator', 'admin', 'user', 'moderator', 'admin'];
    const results = await Promise.all(roles.map((role) => setRole(admin.accessToken, member.userId, role)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await userRoleModel(app.db).find({ user_id: member.userId }).lean();
    expect(rows).toHaveLength(1);
    expect(roles).toContain(rows[0]?.role);
  });

  it('the seed keeps ADMIN_EMAIL an admin across restarts', async () => {
    const adminId = admin.userId;
    await userRoleModel(app.db).updateOne({ user_id: adminId }, { $set: { role: 'user' } });
    const restarted = await startTestApp(db.uri);
    try {
      const row = await userRoleModel(app.db).findOne({ user_id: adminId }).lean();
      expect(row?.role).toBe('admin');
      expect(await userRoleModel(app.db).countDocuments({})).toBe(
        await app.db.collection('users').countDocuments({}),
      );
    } finally {
      await restarted.close();
    }
  });
});
