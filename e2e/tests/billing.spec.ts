import { open, signInWithForm } from './support/pages';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// Membership, billing half (issue 10): a new member meets the upsell, subscribes to Standard
// through the simulated provider's hosted page, sees 'Payment Successful', and then Settings,
// the dashboard and the header agree; the billing portal cancels at period end.

const PASSWORD = 'Premiere!Night42';

function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function createAccount(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/signup', {
    data: { fullName: 'E2E Subscriber', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

/** The dashboard's plans load when the member scrolls near them (issue 28): scroll down to them. */
async function scrollToPlans(page: Page) {
  await expect(page.getByTestId('dashboard-subscription')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('dashboard-plan-basic')).toBeVisible();
}

test('a new member subscribes to Standard, and Settings, dashboard and header agree; the portal cancels', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('billing');
  await createAccount(request, email);
  await signInWithForm(page, email, PASSWORD);

  // Before: no plan anywhere.
  await expect(page.getByTestId('dashboard-subscription')).toHaveText('No plan yet');
  await expect(page.getByTestId('header-plan')).toHaveText('Plans');

  // Play is an upsell for a member without a plan; trailers stay open. (Title 2 has a film in
  // the e2e seed: playwright.config.ts.)
  await open(page, '/content/2');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Antariksh' });
  await expect(dialog.getByTestId('player-upsell')).toContainText('Subscribe to watch');
  await dialog.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/dashboard#plans$/);

  // Choose Standard → the provider's hosted page (test mode) → Pay.
  const standard = page.getByTestId('dashboard-plan-standard');
  await expect(standard).toContainText('₹339');
  await standard.getByRole('button', { name: 'Choose Standard' }).click();
  await expect(page).toHaveURL(/\/api\/billing\/simulated\/checkout\/cs_/);
  await expect(page.getByText('Standard plan, monthly')).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('₹339.00');
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on /success: verified, then 'Payment Successful' with the plan and the next billing date.
  await expect(page).toHaveURL(/\/success\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('success-plan')).toHaveText('Standard');
  await expect(page.getByTestId('success-amount')).toHaveText('₹339');
  const nextBilling = (await page.getByTestId('success-next').textContent()) ?? '';
  const days = (Date.parse(nextBilling) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(26);
  expect(days).toBeLessThan(32);

  // Manage Subscription opens the billing portal in a new tab.
  const [portal] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Manage Subscription' }).click(),
  ]);
  await expect(portal).toHaveURL(/\/billing$/);
  await expect(portal.getByTestId('portal-plan')).toHaveText('Standard');
  await expect(portal.getByTestId('portal-period-end')).toHaveText(nextBilling);
  await expect(portal.getByTestId('invoice-amount')).toHaveText('₹339');

  // Start Watching: the dashboard, whose card and the header say Standard.
  await page.getByRole('link', { name: 'Start Watching' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-plan')).toHaveText('Standard');
  await expect(page.getByTestId('dashboard-subscription')).toContainText('Standard');
  await scrollToPlans(page);
  await expect(
    page.getByTestId('dashboard-plan-standard').getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();

  // Settings agrees: plan and the same end date.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByTestId('settings-plan')).toHaveText('Standard');
  await expect(page.getByTestId('settings-plan-end')).toHaveText(nextBilling);

  // Now Play streams the film through a signed URL: its HLS master (once the seed's ladder is
  // complete: until then the player says it is being prepared and starts it by itself).
  await open(page, '/content/2');
  const signed = page.waitForResponse(
    (res) => /\/media\/hls\/2\/content\/master\.m3u8\?u=[a-f0-9]{24}&p=[^&]+&e=\d+&s=/.test(res.url()),
    { timeout: 240_000 },
  );
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const player = page.getByRole('dialog', { name: 'Antariksh' });
  expect((await signed).ok()).toBe(true);
  await expect(player.locator('video')).toBeVisible();
  await page.keyboard.press('Escape');

  // Cancel in the portal asks first, naming the day access ends; keeping it changes nothing.
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = portal.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(confirm).toContainText(`You can keep watching until ${nextBilling}.`);
  await confirm.getByRole('button', { name: 'Keep subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(portal.getByTestId('portal-cancelled')).toHaveCount(0);
  // Confirmed: access continues until the period end, and resume is offered.
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(portal.getByTestId('portal-cancelled')).toBeVisible();
  await expect(portal.getByTestId('portal-period-end')).toHaveText(nextBilling);
  await expect(portal.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await open(page, '/dashboard');
  await expect(page.getByTestId('header-plan')).toHaveText('Standard');
});

test('a declined payment says so and subscribes no one', async ({ page, request }) => {
  const email = uniqueEmail('declined');
  await createAccount(request, email);
  await signInWithForm(page, email, PASSWORD);
  await scrollToPlans(page);
  await page.getByTestId('dashboard-plan-premium').getByRole('button', { name: 'Choose Premium' }).click();
  await expect(page.getByTestId('amount')).toHaveText('₹699.00');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('success-status')).toContainText('Your payment was declined.');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  await open(page, '/dashboard');
  await expect(page.getByTestId('header-plan')).toHaveText('Plans');
});
