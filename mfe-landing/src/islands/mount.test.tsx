import { EMAIL_INVALID, type TrendingItem, validateEmail } from '@premieres/contracts';
import { LANGUAGE_STORAGE_KEY } from '@premieres/i18n';
import { TRANSLATING_ATTRIBUTE } from './ids';

// The islands bundle runs the landing components on Preact: the prerendered markup is made by
// React (react-dom/server, as the build does), then React is swapped for preact/compat (the bundle's
// aliases) before the islands mount it.
function prerenderedHtml(): string {
  let html = '';
  jest.isolateModules(() => {
    html = (require('../prerender') as typeof import('../prerender')).prerenderLandingPage().html;
  });
  return html;
}

const PRERENDERED = prerenderedHtml();

function loadIslands() {
  jest.resetModules();
  jest.doMock('react', () => jest.requireActual('preact/compat'));
  jest.doMock('react-dom', () => jest.requireActual('preact/compat'));
  jest.doMock('react-dom/client', () => jest.requireActual('preact/compat/client'));
  jest.doMock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));
  const navigation = require('../landing/navigation') as typeof import('../landing/navigation');
  assign = jest.fn();
  jest.spyOn(navigation.documentNavigation, 'go').mockImplementation(assign);
  return {
    mount: require('./mount') as typeof import('./mount'),
    preact: require('preact/test-utils') as typeof import('preact/test-utils'),
  };
}

const TRENDING: TrendingItem[] = [
  { id: 'a', title: 'Rann Bhoomi', trending_position: 1, thumbnail: '/media/a.jpg' } as TrendingItem,
];

let assign: jest.Mock;

beforeEach(() => {
  document.documentElement.removeAttribute('data-islands');
  document.body.innerHTML = `<div id="landing">${PRERENDERED}</div><style id="landing-css"></style>`;
  window.localStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => TRENDING })) as never;
});

const container = () => document.getElementById('landing') as HTMLElement;
const heading = () => container().querySelector('h1')?.textContent;

async function mount() {
  const { mount: islands, preact } = loadIslands();
  await preact.act(async () => islands.mountIslands(container()));
  return preact.act;
}

type Act = (callback: () => Promise<void>) => Promise<void>;

async function submit(value: string, run: Act) {
  const input = container().querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
  // Typing and clicking are separate tasks in a browser: the component re-renders in between.
  await run(async () => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await run(async () => input.form?.requestSubmit());
}

describe('the landing islands', () => {
  it('hydrates the English page in place (no new heading element) and marks the page ready', async () => {
    const before = container().querySelector('h1');
    await mount();
    expect(container().querySelector('h1')).toBe(before);
    expect(heading()).toBe('Unlimited movies, premieres and more');
    expect(document.documentElement.dataset.islands).toBe('ready');
    // The CSS is the document's: no second copy in the page.
    expect(container().querySelector('style')).toBeNull();
  });

  it('shows the contracts’ error for a bad address and goes to sign-up with a good one (a document navigation)', async () => {
    const run = await mount();
    await submit('not-an-address', run);
    expect(validateEmail('not-an-address')).toBe('email.invalid');
    expect(container().querySelector('[role="alert"]')?.textContent).toBe(EMAIL_INVALID);
    expect(assign).not.toHaveBeenCalled();
    await submit('asha@example.com', run);
    expect(assign).toHaveBeenCalledWith('/auth?email=asha%40example.com&mode=signup');
  });

  it('keeps an address typed before the islands mounted', async () => {
    const input = container().querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
    input.value = 'early@example.com';
    const run = await mount();
    expect(input.value).toBe('early@example.com');
    await run(async () => input.form?.requestSubmit());
    expect(assign).toHaveBeenCalledWith('/auth?email=early%40example.com&mode=signup');
  });

  it('replaces the ten placeholders with the trending tiles', async () => {
    expect(container().querySelectorAll('[data-testid="trending-placeholder"]')).toHaveLength(10);
    await mount();
    const { act: preactAct } = require('preact/test-utils') as typeof import('preact/test-utils');
    await preactAct(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container().querySelectorAll('[data-testid="trending-placeholder"]')).toHaveLength(0);
    const tile = container().querySelector('[data-testid="trending-tile"]');
    expect(tile?.getAttribute('href')).toBe('/auth');
    expect(tile?.textContent).toContain('Rann Bhoomi');
  });

  it('renders the page in a stored Hindi choice, and switches language from the select', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    // The document's first script hid the English copy; the page in Hindi shows it again.
    document.documentElement.setAttribute(TRANSLATING_ATTRIBUTE, '');
    const run = await mount();
    expect(document.documentElement.hasAttribute(TRANSLATING_ATTRIBUTE)).toBe(false);
    expect(document.documentElement.lang).toBe('hi');
    expect(heading()).not.toBe('Unlimited movies, premieres and more');
    const select = container().querySelector('select') as HTMLSelectElement;
    await run(async () => {
      select.value = 'ml';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(document.documentElement.lang).toBe('ml');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');
  });
});
