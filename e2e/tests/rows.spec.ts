import { open, signInThroughApi } from './support/pages';
import { createSubscriber, PASSWORD, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, expect, request, test } from './support/test';

// Rows that learn (issue 26): "Top 10 in India today" from plays that passed two minutes (one per
// viewer profile per title, last 24 hours) and "Because you watched {title}", on /movies and
// /dashboard, posted through the API as the player reports them. 'Sacred Rivers of India' (id 14)
// and 'Dhaage' (id 12) are rated U; 'Antariksh' (id 2) is Sci-Fi.

const MOST_PLAYED = { id: '14', title: 'Sacred Rivers of India' };
const PLAYED_ONCE = { id: '12', title: 'Dhaage' };

/** The account's main profile and a second one, each with the headers that act as it. */
async function profilesOf(api: APIRequestContext, token: string): Promise<Record<string, string>[]> {
  const bearer = { authorization: `Bearer ${token}` };
  const created = await api.post('/api/viewer-profiles', {
    headers: bearer,
    data: { name: 'Second', avatar: 'star', kids: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const selected = await api.post(`/api/viewer-profiles/${id}/select`, { headers: bearer, data: {} });
  expect(selected.status(), await selected.text()).toBe(200);
  const { token: profileToken } = (await selected.json()) as { token: string };
  return [bearer, { ...bearer, 'x-viewer-profile': profileToken }];
}

async function playPastTwoMinutes(api: APIRequestContext, headers: Record<string, string>, movieId: string) {
  for (const milestone of ['start', '2min']) {
    const res = await api.post(`/api/playback/${movieId}/events`, { headers, data: { milestone } });
    expect(res.status(), await res.text()).toBe(204);
  }
}

test('after plays by several profiles, Top 10 today shows the most-played title first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await request.newContext({ baseURL });
  const emails = [uniqueEmail('top10-a'), uniqueEmail('top10-b'), uniqueEmail('top10-c')];
  const profiles: Record<string, string>[] = [];
  for (const email of emails)
    profiles.push(...(await profilesOf(api, await createSubscriber(api, email, 'basic'))));
  // Six profiles play the one title (one of them twice: it counts once), one plays another.
  for (const headers of profiles) await playPastTwoMinutes(api, headers, MOST_PLAYED.id);
  await playPastTwoMinutes(api, profiles[0] ?? {}, MOST_PLAYED.id);
  await playPastTwoMinutes(api, profiles[1] ?? {}, PLAYED_ONCE.id);
  // Looked at by another member (one profile, so no 'Who's watching?' first).
  const viewer = { email: uniqueEmail('top10-viewer'), password: PASSWORD };
  const signup = await api.post('/api/auth/signup', { data: { fullName: 'Top Ten Viewer', ...viewer } });
  expect(signup.status(), await signup.text()).toBe(201);
  await api.dispose();

  await signInThroughApi(page, viewer);
  for (const path of ['/movies', '/dashboard']) {
    await open(page, path);
    const row = page.getByRole('region', { name: 'Top 10 in India today' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('content-card').first()).toContainText(MOST_PLAYED.title);
    await expect(row.getByTestId('top-ten-rank').first()).toHaveText('#1');
    await expect(row.getByRole('link', { name: PLAYED_ONCE.title, exact: true })).toBeVisible();
  }
});

test('Because you watched follows what the profile finished', async ({ page, baseURL }) => {
  const api = await request.newContext({ baseURL });
  const email = uniqueEmail('byw');
  const token = await createSubscriber(api, email, 'basic');
  const saved = await api.put('/api/me/progress/2', {
    headers: { authorization: `Bearer ${token}` },
    data: { positionSeconds: 5990, durationSeconds: 6000 },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();

  await signInThroughApi(page, { email, password: PASSWORD });
  await open(page, '/movies');
  const row = page.getByRole('region', { name: 'Because you watched Antariksh' });
  await row.scrollIntoViewIfNeeded();
  // Sci-Fi like it; the finished title itself is not offered again.
  await expect(row.getByRole('link', { name: 'Mission Gaganyaan', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Antariksh', exact: true })).toHaveCount(0);
});
