import { open, signInThroughApi, uniqueTag } from './support/pages';
import { type APIRequestContext, type Browser, expect, type Page, test } from './support/test';

// Membership, account half (issue 10): settings that follow the account, the contact limit, the
// notifications a sign-up makes with the header bell, and the staff Messages tab.

const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
const PASSWORD = 'Monsoon&Reels2026';

async function newMember(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `account-e2e-${uniqueTag()}@example.in`;
  const response = await request.post('/api/auth/signup', {
    data: { fullName: 'Settings Tester', email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** A signed-in page in a browser context of its own: another device. */
async function onNewDevice(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, account);
  return { page, close: () => context.close() };
}

const settingsSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/me/settings') && r.request().method() === 'PATCH');

test('settings switches, cookie choices and the language survive a reload and follow the account to a new device', async ({
  page,
  browser,
  request,
}) => {
  const member = await newMember(request);
  await signInThroughApi(page, member);
  await open(page, '/settings');

  const autoplay = page.getByRole('checkbox', { name: 'Autoplay next episode' });
  const analytics = page.getByRole('checkbox', { name: 'Analytics cookies' });
  await expect(autoplay).toBeEnabled();
  await expect(autoplay).toBeChecked();
  await expect(analytics).not.toBeChecked();

  let saved = settingsSaved(page);
  await page.getByText('Autoplay next episode', { exact: true }).click();
  await saved;
  saved = settingsSaved(page);
  await page.getByText('Analytics cookies', { exact: true }).click();
  await saved;
  saved = settingsSaved(page);
  await page.getByRole('region', { name: 'Preferences' }).getByTestId('language-select').selectOption('hi');
  await saved;
  await expect(page.getByRole('heading', { name: 'खाता सेटिंग्स' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'खाता सेटिंग्स' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'अगला एपिसोड अपने आप चलाएँ' })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: 'अगला एपिसोड अपने आप चलाएँ' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'ईमेल सूचनाएँ' })).toBeChecked();

  // A new device starts in English, then takes the account's language after sign-in.
  const device = await onNewDevice(browser, member);
  await open(device.page, '/settings');
  await expect(device.page.getByRole('heading', { name: 'खाता सेटिंग्स' })).toBeVisible();
  await expect(device.page.getByRole('checkbox', { name: 'अगला एपिसोड अपने आप चलाएँ' })).not.toBeChecked();
  await device.close();
});

test('sign-up makes a welcome notification: the bell shows it, marking it read clears the badge', async ({
  page,
}) => {
  const email = `account-e2e-${uniqueTag()}@example.in`;
  await open(page, `/auth?mode=signup&email=${encodeURIComponent(email)}`);
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name', { exact: true }).fill('Meera Nair');
  // The strict policy: an 8-character password does not enable Create Account.
  await form.getByLabel('Password', { exact: true }).fill('Movies12');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Movies12');
  await expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // A brand-new account is greeted 'Welcome', not 'Welcome back'.
  await expect(page.getByRole('heading', { name: /^Welcome, account-e2e-/ })).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toHaveText('1');

  await page.getByRole('link', { name: 'Notifications (1 unread)' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const welcome = page.getByRole('listitem', { name: 'Welcome to premieres, Meera Nair!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');
  await welcome.getByRole('button', { name: 'Mark as read' }).click();
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);

  // Still read after a reload: it is stored.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Welcome to premieres, Meera Nair!' })).toHaveAttribute(
    'data-read',
    'true',
  );

  // Return to Home on the 404 page takes a signed-in member to the dashboard.
  await open(page, '/no-such-page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// The contact limit counts per client address, and every request of this run comes from one.
test.describe
  .serial('contact messages', () => {
    const subject = `E2E question ${uniqueTag()}`;

    async function send(page: Page, message: string) {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
      await form.getByLabel('Email', { exact: true }).fill('asha@example.in');
      await form.getByLabel('Subject', { exact: true }).fill(subject);
      await form.getByLabel('Message', { exact: true }).fill(message);
      await form.getByRole('button', { name: 'Send Message' }).click();
    }

    test('the fourth message within an hour shows the locked state', async ({ page, context }) => {
      await open(page, '/contact');
      // A second tab opened before the limit is reached still shows the form.
      const other = await context.newPage();
      await open(other, '/contact');

      for (const n of [1, 2, 3]) {
        await send(page, `Message number ${n} about my plan.`);
        await expect(page.getByText('Message sent successfully!').first()).toBeVisible();
        await expect(page.getByText('Message sent successfully!')).toHaveCount(0, { timeout: 15_000 });
      }
      // After the third the form is replaced by the locked state.
      await expect(page.getByTestId('contact-locked')).toContainText(
        'Please wait 60 minutes before sending another message.',
      );

      await send(other, 'A fourth message, too many for one hour.');
      await expect(other.getByTestId('contact-locked')).toContainText('Too many submissions');
      await expect(other.getByTestId('contact-locked')).toContainText(
        /Please wait (59|60) minutes before sending another message\./,
      );
      await expect(other.getByRole('form', { name: 'Send us a message' })).toHaveCount(0);

      // A reload keeps it: the API counts, not the page.
      await other.reload();
      await expect(other.getByTestId('contact-locked')).toBeVisible();
    });

    test('staff read the messages and resolve one in the admin Messages tab', async ({ page }) => {
      await signInThroughApi(page, MODERATOR);
      await open(page, '/admin/messages');
      const row = page.getByRole('row').filter({ hasText: 'Message number 1 about my plan.' });
      await expect(row).toContainText(subject);
      await expect(row).toContainText('asha@example.in');
      await row.getByRole('button', { name: `Resolve the message "${subject}"` }).click();
      await expect(page.getByText('Message resolved', { exact: true }).first()).toBeVisible();
      await expect(row).toHaveCount(0);

      await page.getByRole('combobox', { name: 'Show' }).selectOption('resolved');
      const resolved = page.getByRole('row').filter({ hasText: 'Message number 1 about my plan.' });
      await expect(resolved).toContainText('Resolved');
      await expect(resolved).toContainText(`by ${MODERATOR.email}`);
    });
  });
