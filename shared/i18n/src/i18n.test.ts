import type { NamespaceBundles } from './index';
import { loadFreshI18n } from './test/fresh-i18n';

// Each test loads a fresh copy of i18next and this package, as a new page load would.
const load = loadFreshI18n;

// Loosely typed on purpose: Hindi and Malayalam lack a key (a remote's bundles are typed against English).
const demo: NamespaceBundles<Record<string, string>> = {
  en: { title: 'Hello', onlyEnglish: 'Only in English' },
  hi: { title: 'नमस्ते' },
  ml: { title: 'നമസ്കാരം' },
};

beforeEach(() => {
  window.localStorage.clear();
});

test('starts in English with the common strings', () => {
  const { initI18n } = load();
  const i18n = initI18n();
  expect(i18n.language).toBe('en');
  expect(i18n.t('actions.signIn')).toBe('Sign In');
  expect(i18n.t('common:actions.loading')).toBe('Loading…');
  expect(document.documentElement.lang).toBe('en');
});

test('a missing translation shows the key, not the English text', async () => {
  const { initI18n, registerNamespace, setLanguage } = load();
  const i18n = initI18n();
  registerNamespace('demo', demo);
  expect(i18n.t('demo:onlyEnglish')).toBe('Only in English');
  await setLanguage('hi');
  expect(i18n.t('demo:title')).toBe('नमस्ते');
  expect(i18n.t('demo:onlyEnglish')).toBe('onlyEnglish');
  expect(i18n.t('demo:never.defined')).toBe('never.defined');
  expect(i18n.t('actions.nothing')).toBe('actions.nothing');
});

test('an empty translation counts as missing and shows the key', () => {
  const { initI18n, registerNamespace } = load();
  const i18n = initI18n();
  registerNamespace('blank', { en: { note: '' }, hi: { note: '' }, ml: { note: '' } });
  expect(i18n.t('blank:note')).toBe('note');
});

test('switching language changes every namespace and the document language', async () => {
  const { initI18n, setLanguage, currentLanguage } = load();
  const i18n = initI18n();
  await setLanguage('ml');
  expect(currentLanguage()).toBe('ml');
  expect(i18n.t('actions.signIn')).toBe('സൈൻ ഇൻ ചെയ്യുക');
  expect(document.documentElement.lang).toBe('ml');
  await setLanguage('hi');
  expect(i18n.t('actions.signIn')).toBe('साइन इन करें');
});

test('the chosen language is persisted and used on the next load', async () => {
  const first = load();
  first.initI18n();
  await first.setLanguage('hi');
  expect(window.localStorage.getItem(first.LANGUAGE_STORAGE_KEY)).toBe('hi');

  const second = load();
  expect(second.initI18n().language).toBe('hi');
});

test('an unknown stored value falls back to English', () => {
  const { initI18n, LANGUAGE_STORAGE_KEY } = load();
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
  expect(initI18n().language).toBe('en');
});

test('a namespace registered before init is available after init', () => {
  const { initI18n, registerNamespace, i18n } = load();
  expect(i18n.isInitialized).toBeFalsy();
  registerNamespace('early', demo);
  initI18n({ language: 'ml' });
  expect(i18n.t('early:title')).toBe('നമസ്കാരം');
  expect(i18n.hasResourceBundle('en', 'early')).toBe(true);
});

test('a namespace registered after init is available at once', () => {
  const { initI18n, registerNamespace } = load();
  const i18n = initI18n();
  registerNamespace('late', demo);
  expect(i18n.t('late:title')).toBe('Hello');
});

test('initI18n is idempotent and returns the one shared instance', () => {
  const { initI18n, i18n } = load();
  const a = initI18n({ language: 'hi' });
  const b = initI18n({ language: 'ml' });
  expect(a).toBe(b);
  expect(a).toBe(i18n);
  expect(b.language).toBe('hi');
});
