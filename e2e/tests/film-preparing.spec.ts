import type { EpisodeInput } from '@premieres/contracts';
import { makeFilm, uploadFilm } from './support/film';
import { uniqueTag } from './support/pages';
import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { type APIRequestContext, expect, type Locator, test } from './support/test';
import { movieWrite, tokenOf } from './support/titles';

// The player tells the truth (issue 23): Play on a film still being transcoded shows
// "Preparing · n % · about …" with a bar, and the film starts by itself once its ladder is
// complete, with no reload and no second click. The film is a staff upload (tus) of a 40-s 1080p
// clip for a new series' first episode (episodes play as HLS only, never as the uploaded file):
// its full ladder takes long enough that the viewer meets it queued or transcoding.
const ADMIN = { email: 'admin@premieres.in', password: 'Admin#Premieres2025' };
const FILM_SECONDS = 40;
const READY_DEADLINE_MS = 180_000;

/** Staff make a series with one episode (no film yet) through the admin API. */
async function createSeries(request: APIRequestContext, token: string, title: string) {
  const headers = { authorization: `Bearer ${token}` };
  const series = movieWrite({
    title,
    genre: 'Drama',
    rating: 6.4,
    type: 'tv',
    seasons: 1,
    episodes: 1,
    release_year: 2025,
    certification: 'U',
  });
  const created = await request.post('/api/admin/movies', {
    headers,
    multipart: { movie: JSON.stringify(series) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const episode = await request.post(`/api/admin/movies/${id}/episodes`, {
    headers,
    data: { season: 1, number: 1, title: 'Pilot', durationSeconds: FILM_SECONDS } satisfies EpisodeInput,
  });
  expect(episode.status(), await episode.text()).toBe(201);
  return { id, episodeId: ((await episode.json()) as { id: string }).id };
}

const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);

test('Play on a film still being prepared shows its progress, then the film starts by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(READY_DEADLINE_MS + 120_000);
  const admin = await tokenOf(request, ADMIN);
  const title = `Still Preparing ${uniqueTag()}`;
  const { id, episodeId } = await createSeries(request, admin, title);
  const film = await makeFilm(FILM_SECONDS);
  const email = uniqueEmail('preparing');
  await createSubscriber(request, email, 'premium');
  await signInAs(page, email);

  await uploadFilm(request, admin, { movieId: id, episodeId }, film);
  await page.goto(`/content/${id}`);
  // The detail page says so before Play.
  await expect(page.getByTestId('film-status')).toContainText(/^Preparing · \d+ %/);
  await page.getByRole('button', { name: 'Play', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `${title} · S1E1 · Pilot` });
  await expect(dialog.getByTestId('player-preparing-text')).toHaveText(
    /^Preparing · \d+ %( · about \d+ (s|min))?$/,
  );
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText('The film starts by itself when it is ready.')).toBeVisible();
  // Ready: the player asks for the grant again by itself and the film plays (HLS).
  await expect(dialog.locator('[data-format]')).toHaveAttribute('data-format', 'hls', {
    timeout: READY_DEADLINE_MS,
  });
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThan(2);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  await expect.poll(() => currentTime(video), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(dialog.getByTestId('player-preparing')).toHaveCount(0);
});
