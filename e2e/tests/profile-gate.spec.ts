import { open } from './support/pages';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// 'Who's watching?' before any page of a new browser (with the PIN of a protected profile), and a
// kids profile kept from grown-up pages: the shell's gate, mfe-account's picker, the API's refusals.

const PASSWORD = 'Chai&Biscuit2025!';
const MAIN_PIN = '2468';
const A_RATED = { id: '1', title: 'Rann Bhoomi' };
const CEILING_ORDER = ['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A'];

interface Member {
  email: string;
  token: string;
  mainId: string;
}

/** A new account through the API, with a kids profile when named, then a PIN on its main profile. */
async function memberWithPinnedMain(
  request: APIRequestContext,
  pin: string | null,
  kidsName?: string,
): Promise<Member> {
  const email = `gate-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const signup = await request.post('/api/auth/signup', {
    data: { fullName: 'Gate Tester', email, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken: token } = (await signup.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/viewer-profiles', { headers });
  const { items } = (await list.json()) as { items: { id: string; isMain: boolean }[] };
  const mainId = items.find((profile) => profile.isMain)?.id ?? '';
  if (kidsName) {
    const created = await request.post('/api/viewer-profiles', {
      headers,
      data: { name: kidsName, avatar: 'kite', kids: true },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  if (pin) {
    const set = await request.patch(`/api/viewer-profiles/${mainId}`, { headers, data: { pin } });
    expect(set.status(), await set.text()).toBe(200);
  }
  return { email, token, mainId };
}

/** Every refusal of a profile-level call the page met. */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/me/') && response.status() === 403) {
      refused.push(`${response.request().method()} ${pathname}`);
    }
  });
  return refused;
}

async function signIn(page: Page, email: string) {
  await open(page, '/auth');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function enterPin(page: Page, pin: string) {
  await page.getByTestId('pin-input').fill(pin);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test("a new browser asks Main's PIN before any page, and Add to List is kept after a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await memberWithPinnedMain(request, MAIN_PIN);
  const refused = watchRefusals(page);

  await signIn(page, member.email);
  // The picker comes first, asking the PIN of the only (protected) profile.
  await expect(page).toHaveURL(/\/profiles\?pick=1&next=%2Fdashboard/);
  await expect(page.getByTestId('pin-input')).toBeVisible();
  await enterPin(page, '1357');
  await expect(page.getByText('Wrong PIN')).toBeVisible();
  await enterPin(page, MAIN_PIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', 'Main');

  // Add to List is kept: after a reload and on /my-list.
  await open(page, `/content/${A_RATED.id}`);
  await expect(page.getByRole('heading', { name: A_RATED.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to List' }).first().click();
  await expect(page.getByRole('button', { name: 'In My List' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'In My List' }).first()).toBeVisible();
  await open(page, '/my-list');
  await expect(page.getByRole('link', { name: A_RATED.title, exact: true }).first()).toBeVisible();
  // The choice is kept for this browser: no question on a new page load.
  await open(page, '/movies');
  await expect(page).toHaveURL(/\/movies$/);

  expect(refused, 'profile-level calls refused during the walk').toEqual([]);
});

test("a kids profile reaches no grown-up page without Main's PIN; Start Watching stays within its ceiling", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await memberWithPinnedMain(request, MAIN_PIN, 'Chhotu');
  const refused = watchRefusals(page);

  await signIn(page, member.email);
  await expect(page).toHaveURL(/\/profiles\?pick=1/);
  await page.getByTestId('profile-tile').filter({ hasText: 'Chhotu' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', 'Chhotu');

  // The header offers a kids profile no Settings or Billing link: not on a wide screen, nor in a phone's menu.
  await expect(page.getByTestId('header-plan')).toHaveCount(0);
  await expect(page.locator('header a[href="/settings"], header a[href="/billing"]')).toHaveCount(0);
  const wideViewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer.getByRole('button', { name: 'My List' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Settings|Billing/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  if (wideViewport) await page.setViewportSize(wideViewport);

  // Start Watching opens a title the kids profile may see (U/A 7+ at most), never 'Content not found'.
  const start = page.getByTestId('start-watching');
  await expect(start).toHaveAttribute('href', /^\/movie\/[^/]+$/);
  const href = (await start.getAttribute('href')) ?? '';
  expect(href).not.toBe(`/movie/${A_RATED.id}`);
  await start.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Content not found' })).toHaveCount(0);
  const id = href.split('/').pop() ?? '';
  const title = await request.get(`/api/movies/${id}`);
  const certification = ((await title.json()) as { certification: string }).certification;
  expect(CEILING_ORDER.indexOf(certification)).toBeLessThanOrEqual(CEILING_ORDER.indexOf('U/A 7+'));

  // Billing, settings and the account profile lead to the grown-up gate, which asks Main's PIN.
  for (const path of ['/billing', '/settings', '/profile']) {
    await open(page, path);
    await expect(page).toHaveURL(new RegExp(`/profiles\\?grownup=1&next=${encodeURIComponent(path)}`));
    await expect(page.getByTestId('grown-up-notice')).toContainText('Enter the PIN of Main');
    await expect(page.getByTestId('pin-input')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  // On a phone the picker, with the kids profile's two badges, does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('profile-tile').filter({ hasText: 'Watching now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  if (wideViewport) await page.setViewportSize(wideViewport);
  // Manage Profiles is not offered to a kids profile.
  await expect(page.getByTestId('profiles-manage')).toHaveCount(0);
  await expect(page.getByTestId('profile-add')).toHaveCount(0);
  await expect(page.getByTestId('profiles-kids-manage')).toBeVisible();

  // The API refuses the kids profile's token too.
  const kidsToken = await page.evaluate(() => {
    const raw = localStorage.getItem('premieres-viewer') ?? '{}';
    return (JSON.parse(raw) as { token?: string }).token ?? '';
  });
  expect(kidsToken).not.toBe('');
  for (const [method, url] of [
    ['GET', '/api/billing/subscription'],
    ['PATCH', `/api/viewer-profiles/${member.mainId}`],
  ] as const) {
    const refused = await request.fetch(url, {
      method,
      headers: { authorization: `Bearer ${member.token}`, 'x-viewer-profile': kidsToken },
      ...(method === 'PATCH' ? { data: { pin: null } } : {}),
    });
    expect([url, refused.status()]).toEqual([url, 403]);
  }

  // With Main's PIN the grown-up page opens (as Main).
  await open(page, '/billing');
  await enterPin(page, MAIN_PIN);
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId('current-viewer')).toHaveAttribute('data-profile-name', 'Main');

  expect(refused, 'profile-level calls refused during the walk').toEqual([]);
});

test('a kids profile on an account whose Main has no PIN is told to ask a grown-up', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await memberWithPinnedMain(request, null, 'Munni');
  await signIn(page, member.email);
  await expect(page).toHaveURL(/\/profiles\?pick=1/);
  await page.getByTestId('profile-tile').filter({ hasText: 'Munni' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await open(page, '/billing');
  await expect(page).toHaveURL(/\/profiles\?grownup=1/);
  await expect(page.getByTestId('grown-up-notice')).toContainText('Ask a grown-up to open this page.');
  await expect(page.getByTestId('pin-input')).toHaveCount(0);
});
