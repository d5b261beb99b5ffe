import { loadRemote } from '@module-federation/enhanced/runtime';
import { i18n, initI18n, registerNamespace, setLanguage } from '@premieres/i18n';
import { loadRemoteApp } from './load-remote-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./remotes-ready', () => ({
  registerRemotesFromManifest: jest.fn(async () => ({ 'mfe-hindi': {}, 'mfe-english': {} })),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const Page = () => null;

/** A remote whose module registers its namespace on import (as every remote's i18n/index.ts does). */
function remoteRegistering(ns: string, hi: () => Promise<{ title: string }>) {
  load.mockImplementationOnce(async () => {
    registerNamespace(ns, { en: { title: 'Hello' }, hi, ml: async () => ({ title: 'നമസ്കാരം' }) });
    return { default: Page };
  });
}

/** The title a made-up namespace holds in the current language (made-up: outside the typed keys). */
const titleOf = (ns: string): unknown => i18n.getResource(i18n.language, ns, 'title');

beforeAll(() => {
  initI18n({ language: 'en' });
});

test('in English, a remote is handed over at once and no other language is fetched', async () => {
  const hi = jest.fn(async () => ({ title: 'नमस्ते' }));
  remoteRegistering('englishRemote', hi);
  await loadRemoteApp('mfe-english');
  expect(titleOf('englishRemote')).toBe('Hello');
  expect(hi).not.toHaveBeenCalled();
});

test('in Hindi, a remote is handed to React only once its Hindi strings have loaded', async () => {
  await setLanguage('hi');
  let release: () => void = () => undefined;
  remoteRegistering(
    'hindiRemote',
    () => new Promise((resolve) => (release = () => resolve({ title: 'नमस्ते' }))),
  );
  let handedOver = false;
  const loading = loadRemoteApp('mfe-hindi').then(() => {
    handedOver = true;
  });
  // Every pending job and task runs (the strings stay pending until released).
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(handedOver).toBe(false);
  release();
  await loading;
  expect(titleOf('hindiRemote')).toBe('नमस्ते');
});
