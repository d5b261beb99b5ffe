import { bearer, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

it('a new account reading My List and likes at once gets one main profile and both lists', async () => {
  const member = await signUp(api.app);
  const [list, likes, profiles] = await Promise.all([
    api.app.inject({ method: 'GET', url: '/api/me/list', headers: bearer(member.accessToken) }),
    api.app.inject({ method: 'GET', url: '/api/me/likes', headers: bearer(member.accessToken) }),
    api.app.inject({ method: 'GET', url: '/api/viewer-profiles', headers: bearer(member.accessToken) }),
  ]);
  expect([list.statusCode, likes.statusCode, profiles.statusCode]).toEqual([200, 200, 200]);
  expect(profiles.json().items).toHaveLength(1);
});
