import { open, signInThroughApi } from './support/pages';
import { expect, test } from './support/test';

// The admin panel's Media tab (issue 11): staff follow each title's transcode. The e2e server seeds
// media for every title (playwright.config.ts); a fresh clone makes it first, so the tab is
// watched until its own polling shows the job done. Retrying a failed job is covered by the API
// test (a file ffmpeg cannot read) and the tab's unit test.
const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
const LADDER_DEADLINE_MS = 240_000;

test('a moderator sees the seeded title’s transcode done, with its renditions', async ({ page }) => {
  test.setTimeout(LADDER_DEADLINE_MS + 60_000);
  await signInThroughApi(page, MODERATOR);
  await open(page, '/admin/media');
  await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible();
  const job = page.getByTestId('job-2.content');
  await expect(job).toContainText('Antariksh');
  // No reload: the tab polls while the job is queued or running.
  await expect(job.getByTestId('job-state')).toHaveText('Done', { timeout: LADDER_DEADLINE_MS });
  await expect(job).toContainText('480p');
  await expect(job.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
});
