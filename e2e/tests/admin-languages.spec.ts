import { open, signInThroughApi } from './support/pages';
import { expect, test } from './support/test';

// Staff add subtitles to a title in the admin panel (issue 16); a broken file names its line.
// The e2e server seeds media for title 2 (Antariksh) only.
const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
const BROKEN_SRT = '1\n00:00:01,000 --> 00:00:02,000\nठीक है\n\n2\n00:00:02,000 --> 00:00:0x,000\nगलत\n';
// English: the other language specs read the seeded Hindi and Malayalam cues of the same title.
const GOOD_SRT = '1\n00:00:01,000 --> 00:00:03,000\nHello there.\n';

test('a moderator replaces the English subtitles; a broken SRT is refused naming its line', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInThroughApi(page, MODERATOR);
  await open(page, '/admin/languages');
  const row = page.getByTestId('media-languages-row').filter({ hasText: 'Antariksh' });
  // The seed's transcode may still run on a fresh start.
  await expect(row.getByRole('button', { name: 'Upload' })).toBeVisible({ timeout: 240_000 });
  await row.getByRole('combobox', { name: 'Language' }).selectOption('en');
  const file = row.getByLabel('File');
  await file.setInputFiles({
    name: 'broken.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(BROKEN_SRT),
  });
  await row.getByRole('button', { name: 'Upload' }).click();
  await expect(row.getByRole('alert')).toContainText('line 6');
  await file.setInputFiles({
    name: 'good.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(GOOD_SRT),
  });
  await row.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Subtitles added')).toBeVisible();
  await expect(row).toContainText('Subtitles: English, हिन्दी, മലയാളം');
});
