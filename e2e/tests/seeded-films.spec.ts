import { createSubscriber, signInAs, uniqueEmail } from './support/subscriber';
import { expect, type Page, test } from './support/test';
import { tokenOf } from './support/titles';

// Every title the e2e seed gives media plays its film (issue 23), never its trailer: the detail
// page's Play opens the player, which (after "Preparing" while a ladder is still being made)
// streams the film's HLS ladder and its time advances. Which titles: every sample title with a
// seeded film asset (the Media tab's jobs), so a wider e2e seed is covered as it grows.
const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
/** A fresh clone transcodes the seed media first; later runs import it from the media cache. */
const READY_DEADLINE_MS = 240_000;
/** Titles staff add get an ObjectId; the sample catalogue's ids are '1', 'tv3', a slug. */
const isSampleId = (id: string) => !/^[a-f0-9]{24}$/.test(id);

interface Job {
  movieId: string;
  kind: 'content' | 'trailer';
}

async function playsItsFilm(page: Page, id: string) {
  await page.goto(`/content/${id}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('[data-format]')).toHaveAttribute('data-format', 'hls', {
    timeout: READY_DEADLINE_MS,
  });
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThan(2);
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  }
  const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(start + 0.5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every seeded title plays its film (HLS), not its trailer', async ({ page, request }) => {
  const staff = await tokenOf(request, MODERATOR);
  const jobs = await request.get('/api/admin/transcoding', { headers: { authorization: `Bearer ${staff}` } });
  expect(jobs.status()).toBe(200);
  const seeded = [
    ...new Set(
      ((await jobs.json()) as { items: Job[] }).items
        .filter((job) => job.kind === 'content' && isSampleId(job.movieId))
        .map((job) => job.movieId),
    ),
  ].sort();
  // The e2e seed's titles at least (playwright.config.ts: SEED_MEDIA_TITLES).
  expect(seeded).toEqual(expect.arrayContaining(['2', 'tv3']));
  test.setTimeout(READY_DEADLINE_MS + seeded.length * 45_000);

  const email = uniqueEmail('seeded-films');
  await createSubscriber(request, email, 'premium');
  await signInAs(page, email);
  for (const id of seeded) {
    const movie = (await (await request.get(`/api/movies/${id}`)).json()) as { hasContent: boolean };
    expect(movie.hasContent, `title ${id} has a film`).toBe(true);
    await test.step(`title ${id}`, () => playsItsFilm(page, id));
  }
});
