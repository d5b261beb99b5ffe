import { loadFreshI18n } from './test/fresh-i18n';

// Each test loads a fresh copy of i18next and this package, as a new page load would.
const load = loadFreshI18n;

type Strings = { title: string };
const EN: Strings = { title: 'Hello' };
const HI: Strings = { title: 'नमस्ते' };
const ML: Strings = { title: 'നമസ്കാരം' };

/** A loader that answers when the test says so (a chunk still on the wire). */
function slowLoader(bundle: Strings) {
  let release: () => void = () => undefined;
  const loader = jest.fn(
    () =>
      new Promise<Strings>((resolve) => {
        release = () => resolve(bundle);
      }),
  );
  return { loader, release: () => release() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

test('English is there at once and no other language is fetched for an English page', async () => {
  const { initI18n, registerNamespace, stringsReady } = load();
  const hi = jest.fn(async () => HI);
  const ml = jest.fn(async () => ML);
  registerNamespace('early', { en: EN, hi, ml });
  const i18n = initI18n();
  registerNamespace('late', { en: EN, hi, ml });
  expect(i18n.isInitialized).toBe(true);
  expect(i18n.t('early:title')).toBe('Hello');
  expect(i18n.t('late:title')).toBe('Hello');
  await stringsReady();
  expect(hi).not.toHaveBeenCalled();
  expect(ml).not.toHaveBeenCalled();
  expect(i18n.hasResourceBundle('hi', 'common')).toBe(false);
  expect(i18n.hasResourceBundle('ml', 'common')).toBe(false);
});

test('changing to Hindi loads the Hindi bundle and only then reports the change', async () => {
  const { initI18n, registerNamespace, setLanguage, currentLanguage } = load();
  const i18n = initI18n();
  const hi = slowLoader(HI);
  const ml = jest.fn(async () => ML);
  registerNamespace('lazy', { en: EN, hi: hi.loader, ml });
  const changed = jest.fn();
  i18n.on('languageChanged', changed);

  const switching = setLanguage('hi');
  await flush();
  expect(hi.loader).toHaveBeenCalledTimes(1);
  // Still English everywhere while the bundle is on its way: no keys, no half-Hindi page.
  expect(changed).not.toHaveBeenCalled();
  expect(currentLanguage()).toBe('en');
  expect(i18n.t('lazy:title')).toBe('Hello');
  expect(document.documentElement.lang).toBe('en');

  hi.release();
  await switching;
  expect(changed).toHaveBeenCalledWith('hi');
  expect(currentLanguage()).toBe('hi');
  expect(i18n.t('lazy:title')).toBe('नमस्ते');
  expect(i18n.t('actions.signIn')).toBe('साइन इन करें');
  expect(document.documentElement.lang).toBe('hi');
  expect(ml).not.toHaveBeenCalled();
});

test('a failing import falls back to English without crashing', async () => {
  const { initI18n, registerNamespace, setLanguage, currentLanguage } = load();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const i18n = initI18n();
  registerNamespace('broken', {
    en: EN,
    hi: () => Promise.reject(new Error('Loading chunk i18n-broken-hi failed')),
    ml: async () => ML,
  });
  await setLanguage('hi');
  expect(currentLanguage()).toBe('hi');
  // That namespace reads English (never raw keys); the others are in Hindi.
  expect(i18n.t('broken:title')).toBe('Hello');
  expect(i18n.t('actions.signIn')).toBe('साइन इन करें');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken'), expect.any(Error));
});

test('a page opened in a stored language is ready in it once stringsReady resolves', async () => {
  const { initI18n, registerNamespace, stringsReady, LANGUAGE_STORAGE_KEY } = load();
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ml');
  const hi = jest.fn(async () => HI);
  registerNamespace('early', { en: EN, hi, ml: async () => ML });
  const i18n = initI18n();
  await stringsReady();
  expect(i18n.language).toBe('ml');
  expect(i18n.t('early:title')).toBe('നമസ്കാരം');
  expect(i18n.t('actions.signIn')).toBe('സൈൻ ഇൻ ചെയ്യുക');
  expect(hi).not.toHaveBeenCalled();
});

test('a remote registered while Hindi is on screen is ready in Hindi once stringsReady resolves', async () => {
  const { initI18n, registerNamespace, setLanguage, stringsReady } = load();
  const i18n = initI18n();
  await setLanguage('hi');
  const hi = slowLoader(HI);
  registerNamespace('remote', { en: EN, hi: hi.loader, ml: async () => ML });
  // Registering starts the download at once.
  expect(hi.loader).toHaveBeenCalledTimes(1);
  let ready = false;
  const waiting = stringsReady().then(() => {
    ready = true;
  });
  await flush();
  expect(ready).toBe(false);
  hi.release();
  await waiting;
  expect(i18n.t('remote:title')).toBe('नमस्ते');
});

test('switching loads every registered namespace, each once', async () => {
  const { initI18n, registerNamespace, setLanguage } = load();
  const i18n = initI18n();
  const first = jest.fn(async () => ML);
  const second = jest.fn(async () => ({ title: 'രണ്ടാമത്' }));
  registerNamespace('first', { en: EN, hi: async () => HI, ml: first });
  registerNamespace('second', { en: EN, hi: async () => HI, ml: second });
  await setLanguage('ml');
  await setLanguage('en');
  await setLanguage('ml');
  expect(i18n.t('first:title')).toBe('നമസ്കാരം');
  expect(i18n.t('second:title')).toBe('രണ്ടാമത്');
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(1);
});

test('loaders are given once per namespace; bundled strings may be added again', () => {
  const { initI18n, registerNamespace } = load();
  const i18n = initI18n();
  registerNamespace('pages', { en: { a: 'A' }, hi: { a: 'ए' }, ml: { a: 'എ' } });
  registerNamespace('pages', { en: { b: 'B' }, hi: { b: 'बी' }, ml: { b: 'ബി' } });
  expect(i18n.t('pages:a')).toBe('A');
  expect(i18n.t('pages:b')).toBe('B');
  registerNamespace('lazy', { en: EN, hi: async () => HI, ml: async () => ML });
  expect(() => registerNamespace('lazy', { en: EN, hi: async () => HI, ml: async () => ML })).toThrow(
    /already registered/,
  );
});
