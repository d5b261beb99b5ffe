import { open } from './support/pages';
import { type APIRequestContext, expect, type Page, test } from './support/test';
import {
  INFORMATION_PAGES,
  MEMBER_PAGES,
  newModerator,
  newSubscriber,
  signedInContext,
  visit,
} from './support/walk';

// Issue 12, "fully in Hindi and Malayalam": a member picks the language in the header, then every
// page is walked and any visible English word fails the test. Names and titles of titles and
// people, and other catalogue data (descriptions, tags), are data and allowed; so are the brand
// and the few technical words below. The config runs this file after the other journeys, which
// add titles while they run (alone: `npx playwright test tests/i18n-walk.spec.ts --no-deps`).

test.slow();

/** Words that are not English text to translate: the brand, units and technical names. */
/** Video resolutions (480p, 1080p) are written alike in every language. */
const RESOLUTION = /^\d+p$/;

const ALLOWED = new Set([
  'premieres',
  // The company's legal name on /contact.
  'Media',
  'Pvt',
  'Ltd',
  // Units, standards and taxes written the same way in Hindi and Malayalam text.
  'HD',
  'HDR',
  '4K',
  'GST',
  'UPI',
  'SD',
  'Mbps',
  // The viewer profile every account starts with is named by its owner (data); 'Main' by default.
  'Main',
]);

/** Fields of a title that are data, not interface text (its genre is interface text: translated). */
const DATA_FIELDS = ['title', 'description', 'director', 'movie_cast', 'cast', 'tags'];

const PAGES = [...MEMBER_PAGES, ...INFORMATION_PAGES];

/** One way of cutting text into words, for the page and for the catalogue's data alike. */
const WORD = /[0-9]*[A-Za-z][A-Za-z0-9']*/g;

/** Every word of the catalogue's data (titles, people, descriptions, tags): allowed as data. */
async function catalogueWords(request: APIRequestContext): Promise<Set<string>> {
  const words = new Set<string>();
  for (let page = 1; page < 20; page += 1) {
    const response = await request.get(`/api/movies?limit=50&page=${page}`);
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    for (const item of items) {
      const data = DATA_FIELDS.map((field) => JSON.stringify(item[field] ?? '')).join(' ');
      for (const word of data.match(WORD) ?? []) words.add(word);
    }
    if (items.length < 50) break;
  }
  return words;
}

/** The visible English words of the page (text nodes, placeholders and button names). */
async function englishWords(page: Page, allowed: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, option, [data-allow-english]')) continue;
      if (parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) found.push(text);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label]'))
      if (element.checkVisibility())
        found.push(element.getAttribute('placeholder') ?? '', element.getAttribute('aria-label') ?? '');
    return found;
  });
  const english = new Set<string>();
  for (const text of texts) {
    // E-mail addresses and links are data.
    const plain = text.replace(/\S+@\S+/g, '').replace(/https?:\/\/\S+/g, '');
    for (const word of plain.match(WORD) ?? [])
      if (!allowed.has(word) && !ALLOWED.has(word) && !RESOLUTION.test(word))
        english.add(`${word} (in "${text.slice(0, 60)}")`);
  }
  return [...english];
}

for (const language of [
  { code: 'hi', name: 'हिन्दी' },
  { code: 'ml', name: 'മലയാളം' },
] as const) {
  test(`every page a member sees is in ${language.code}`, async ({ browser }) => {
    const member = await newSubscriber(browser, `walk-${language.code}`);
    const page = await signedInContext(browser, member, { viewport: { width: 1280, height: 900 } });
    const allowed = await catalogueWords(page.request);
    // The member's own name and e-mail are data too.
    for (const word of `${member.email} E2E Viewer walk staff`.split(/[^A-Za-z0-9]+/)) allowed.add(word);
    await visit(page, '/dashboard');
    // The way a member does it: the header's language picker.
    await page.locator('header').getByTestId('language-select').selectOption(language.code);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);

    const found: string[] = [];
    for (const path of PAGES) {
      await visit(page, path);
      for (const word of await englishWords(page, allowed)) found.push(`${path}: ${word}`);
    }
    await page.context().close();

    // Staff pages as a new moderator: the language choice is saved on the account.
    const staff = await newModerator(browser, `walk-staff-${language.code}`);
    const admin = await signedInContext(browser, staff, { viewport: { width: 1280, height: 900 } });
    await visit(admin, '/movies');
    await admin.locator('header').getByTestId('language-select').selectOption(language.code);
    await expect(admin.locator('html')).toHaveAttribute('lang', language.code);
    await visit(admin, '/admin');
    for (const word of await englishWords(admin, allowed)) found.push(`/admin: ${word}`);
    await admin.context().close();
    expect(found).toEqual([]);
  });
}

/** The string chunks a page fetched: 'i18n-<namespace or remote>-<hi|ml>' (named in each i18n/index.ts). */
function stringChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/(i18n-[a-z]+-(?:hi|ml))[.-][^/]*\.js$/.exec(request.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

test('an English page fetches no Hindi or Malayalam strings; Hindi fetches its own, then opens in it', async ({
  browser,
}) => {
  const member = await newSubscriber(browser, 'lazy-strings');
  const page = await signedInContext(browser, member, { viewport: { width: 1280, height: 900 } });
  const chunks = stringChunks(page);
  await visit(page, '/dashboard');
  await visit(page, '/settings');
  await visit(page, '/dashboard');
  expect(chunks).toEqual([]);

  // Choosing Hindi fetches the Hindi strings of what is on the page (common, shell, browse), and
  // only then shows it in Hindi.
  await page.locator('header').getByTestId('language-select').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('header nav').getByText('फ़िल्में')).toBeVisible();
  expect(new Set(chunks)).toEqual(new Set(['i18n-common-hi', 'i18n-shell-hi', 'i18n-browse-hi']));

  // Pages opened with Hindi stored: the first header drawn is already in Hindi (never keys or English
  // first), and a remote's own Hindi strings come with it (account's on /settings).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { englishSeen: string[] }).englishSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('header nav')?.textContent ?? '';
      if (/\b(Home|Movies|Premieres|My List)\b|nav\./.test(text)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  for (const path of ['/movies', '/settings']) {
    await visit(page, path);
    await expect(page.locator('header nav').getByText('फ़िल्में')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen)).toEqual(
      [],
    );
  }
  expect(chunks).toContain('i18n-account-hi');
  expect(chunks.filter((chunk) => chunk.endsWith('-ml'))).toEqual([]);
  await page.context().close();
});

test('an API error is shown in the chosen language (translated from its code)', async ({ page }) => {
  await open(page, '/');
  // The visitor's way: the top bar's picker on the landing page.
  await page.getByTestId('language-select').first().selectOption('hi');
  await open(page, '/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const form = page.locator('form').first();
  await form.locator('input[type="email"]').fill(`nobody-${Date.now()}@example.in`);
  await form.locator('input[type="password"]').fill('Wrong-password-42');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText('लॉगिन विवरण गलत हैं').first()).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toHaveCount(0);
});
