import { open } from './support/pages';
import { expect, type Page, test } from './support/test';

// The visitor landing remote (mfe-landing), as served by `npm start`: `/` and the other visitor
// pages are its own documents (prerendered page + islands bundle, no shell); inside the app (a
// client-side navigation) the shell renders the same pages.

const PLANS = {
  basic: {
    name: 'Basic',
    price: '₹159',
    features: ['1 mobile device', '480p', 'Unlimited movies and premieres', 'Cancel anytime'],
  },
  standard: {
    name: 'Standard',
    price: '₹339',
    features: ['2 screens', '1080p Full HD', 'Download on 2 devices'],
  },
  premium: {
    name: 'Premium',
    price: '₹699',
    features: ['3 screens', '4K Ultra HD + HDR', 'Download on 6 devices', 'Spatial audio'],
  },
} as const;

/** The paths of the scripts the page requests from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The shell's entry or the landing remote's federation entry: neither belongs on the landing document. */
const isShellScript = (path: string) =>
  /^\/main\.[^/]*js$/.test(path) || path === '/remotes/mfe-landing/remoteEntry.js';

async function chooseLanguage(page: Page, language: 'en' | 'hi' | 'ml') {
  await page.getByTestId('language-select').first().selectOption(language);
}

test('landing texts and plans in English, then Hindi and Malayalam', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlimited movies, premieres and more');
  await expect(page.getByText('Starts at ₹159. Cancel anytime.')).toBeVisible();
  await expect(
    page.getByText('Ready to watch? Enter your email to create or restart your membership.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/auth',
  );

  for (const [id, plan] of Object.entries(PLANS)) {
    const card = page.getByTestId(`plan-${id}`);
    await expect(card.getByRole('heading', { name: plan.name })).toBeVisible();
    await expect(card).toContainText(`${plan.price}/month`);
    for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
  }
  const standard = page.getByTestId('plan-standard');
  await expect(standard.getByText('Most Popular')).toBeVisible();
  await expect(standard.getByRole('link', { name: 'Start Premium Trial' })).toBeVisible();
  await expect(page.getByTestId('feature-everywhere')).toContainText('available in 190+ countries');
  await expect(page.getByTestId('faq-list').locator('details')).toHaveCount(6);
  await expect(page.getByTestId('money-back')).toContainText('30-day money-back guarantee');

  await chooseLanguage(page, 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अनलिमिटेड फ़िल्में, प्रीमियर और बहुत कुछ');
  await expect(page.getByText('₹159 से शुरू। कभी भी रद्द करें।')).toBeVisible();
  await expect(standard.getByText('सबसे लोकप्रिय')).toBeVisible();
  await expect(standard.getByRole('link', { name: 'प्रीमियम ट्रायल शुरू करें' })).toBeVisible();
  await expect(standard).toContainText('₹339/माह');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await chooseLanguage(page, 'ml');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'പരിധിയില്ലാത്ത സിനിമകളും പ്രീമിയറുകളും അതിലേറെയും',
  );
  await expect(page.getByText('₹159 മുതൽ. എപ്പോൾ വേണമെങ്കിലും റദ്ദാക്കാം.')).toBeVisible();
  await expect(standard.getByText('ഏറ്റവും ജനപ്രിയം')).toBeVisible();
  await expect(page.getByTestId('plan-premium')).toContainText('₹699/മാസം');

  // The choice survives a reload.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'പരിധിയില്ലാത്ത സിനിമകളും പ്രീമിയറുകളും അതിലേറെയും',
  );
  await expect(page.getByTestId('language-select').first()).toHaveValue('ml');
});

test('Get Started rejects a bad address, then goes to sign-up with a good one', async ({ page }) => {
  const scripts = watchScripts(page);
  await open(page, '/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('priya.sharma@');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await email.fill('priya..sharma@example.in');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email format' })).toBeVisible();

  // The landing document did that without the shell; sign-up is a document navigation into it.
  expect(scripts.filter(isShellScript)).toEqual([]);

  await email.fill('priya.sharma@example.in');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?email=priya\.sharma%40example\.in&mode=signup$/);
  const form = page.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue('priya.sharma@example.in');
});

test('the trending grid has 2, 4 or 6 columns by width, tiles linking to /auth', async ({ page }) => {
  const titles = [
    'Kantara',
    'RRR',
    'Drishyam',
    'Jawan',
    'Premalu',
    'Laapataa Ladies',
    'Aavesham',
    '12th Fail',
  ];
  await page.route('**/api/trending', (route) =>
    route.fulfill({
      json: titles.map((title, i) => ({ id: `t${i}`, title, thumbnail: '', trending_position: i + 1 })),
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  const tiles = page.getByTestId('trending').getByTestId('trending-tile');
  await expect(tiles).toHaveCount(titles.length);
  await expect(tiles.first()).toHaveText('#1Kantara');
  await expect(tiles.first()).toHaveAttribute('href', '/auth');
  // A missing thumbnail shows the placeholder image.
  await expect(tiles.first().getByRole('img')).toHaveAttribute('src', '/placeholder.svg');

  const columns = () =>
    tiles.evaluateAll((nodes) => {
      const top = nodes[0]?.getBoundingClientRect().top;
      return nodes.filter((n) => n.getBoundingClientRect().top === top).length;
    });
  expect(await columns()).toBe(6);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(columns).toBe(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(columns).toBe(2);
});

test('the trending grid shows what the API returns, and hides when it returns nothing', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/trending');
  const items: unknown = api.ok() ? await api.json().catch(() => []) : [];
  const count = Array.isArray(items) ? Math.min(items.length, 10) : 0;
  const answered = page.waitForResponse('**/api/trending');
  await open(page, '/');
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (count === 0) await expect(page.getByTestId('trending')).toHaveCount(0);
  else await expect(page.getByTestId('trending-tile')).toHaveCount(count);
});

test('visitor pages: FAQ, help, speed test and a static page with Back', async ({ page }) => {
  await open(page, '/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.locator('details')).toHaveCount(10);

  await open(page, '/help');
  const article = page.getByRole('link', { name: /How to reset your password/ });
  await expect(article).toHaveAttribute('href', '/help/how-to-reset-your-password');
  await expect(article).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

  await open(page, '/speed-test');
  await page.getByRole('button', { name: 'Start Speed Test' }).click();
  await expect(page.getByTestId('speed-test-result')).toBeVisible({ timeout: 6000 });
  const download = Number.parseInt((await page.getByTestId('speed-download').textContent()) ?? '', 10);
  expect(download).toBeGreaterThanOrEqual(20);
  expect(download).toBeLessThanOrEqual(120);

  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift Cards' }).click();
  await expect(page).toHaveURL(/\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Delivery' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlimited movies, premieres and more');
});

test('the static visitor pages are their own prerendered documents: no shell, a stored Hindi choice gets the Hindi copy', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await open(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready');
  expect(scripts.filter(isShellScript)).toEqual([]);
  expect(
    scripts.some((path) => /^\/remotes\/mfe-landing\/islands\/static-pages\.[0-9a-f]{8}\.js$/.test(path)),
  ).toBe(true);

  await page.evaluate(() => localStorage.setItem('premieres-language', 'hi'));
  await open(page, '/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नियम और शर्तें');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'वापस' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(scripts.filter(isShellScript)).toEqual([]);
});

test('/ is interactive without the shell: trending tiles and the language select on the islands bundle', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  const titles = ['Kantara', 'RRR', 'Drishyam'];
  await page.route('**/api/trending', (route) =>
    route.fulfill({
      json: titles.map((title, i) => ({ id: `t${i}`, title, thumbnail: '', trending_position: i + 1 })),
    }),
  );
  await open(page, '/');
  expect(
    scripts.some((path) => /^\/remotes\/mfe-landing\/islands\/islands\.[0-9a-f]{8}\.js$/.test(path)),
  ).toBe(true);
  await expect(page.getByTestId('trending-tile')).toHaveCount(titles.length);
  await expect(page.getByTestId('trending-placeholder')).toHaveCount(0);

  await chooseLanguage(page, 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अनलिमिटेड फ़िल्में, प्रीमियर और बहुत कुछ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('trending-tile')).toHaveCount(titles.length);
  expect(scripts.filter(isShellScript)).toEqual([]);
});

test('a stored Hindi choice gets the landing page in Hindi, still without the shell', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.addInitScript(() => localStorage.setItem('premieres-language', 'hi'));
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अनलिमिटेड फ़िल्में, प्रीमियर और बहुत कुछ');
  await expect(page.getByTestId('language-select').first()).toHaveValue('hi');
  expect(scripts.filter(isShellScript)).toEqual([]);
});

test('inside the app, the logo leads back to the landing page rendered by the shell', async ({ page }) => {
  // /auth reached inside the app (a document load of /auth is its remote's prerendered page).
  await open(page, '/movies');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.locator('main a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unlimited movies, premieres and more');
  // Client-side: the shell's page, not the landing document.
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('#landing')).toHaveCount(0);
});
