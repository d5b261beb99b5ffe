import { bearer, DEV_MODERATOR, type Session, signIn, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

/** Play milestones from members become plays per title and a completion rate for staff. */
const api = useTestApp();
let member: Session;
let staff: Record<string, string>;

beforeAll(async () => {
  member = await signUp(api.app);
  staff = bearer((await signIn(api.app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
});

const report = (movieId: string, milestone: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/playback/${movieId}/events`,
    headers: bearer(member.accessToken),
    payload: { milestone },
  });

describe('play events', () => {
  it('counts plays and completions per title', async () => {
    for (const milestone of ['start', '25', '50', '75', '100', 'start', '25']) {
      expect((await report('3', milestone)).statusCode).toBe(204);
    }
    expect((await report('5', 'start')).statusCode).toBe(204);
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/analytics/plays', headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: '3', title: 'Golmaal Junction', plays: 2, completions: 1, completionRate: 0.5 },
      { id: '5', title: 'Kadal Kaaval', plays: 1, completions: 0, completionRate: 0 },
    ]);
  });

  it('refuses an unknown milestone (400) and an unknown title (404)', async () => {
    expect((await report('3', '60')).statusCode).toBe(400);
    expect((await report('no-such-title', 'start')).statusCode).toBe(404);
  });
});
