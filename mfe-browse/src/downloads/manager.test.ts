/** @jest-environment node */
/// <reference types="node" />
// Node, not jsdom: the real WebCrypto makes the non-extractable key and IndexedDB (fake-indexeddb)
// stores it; the api-client runs for real over a scripted server, so what is asked is checked.
import { randomBytes } from 'node:crypto';
import { configureApiClient } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser, Licence, LicenceSummary } from '@premieres/contracts';
import { getDownload, readText, type StoredDownload, saveDownload } from '@premieres/downloads-store';
import { installBrowserStorage } from '@premieres/downloads-store/testing';
import {
  carryOnDownloads,
  checkLicences,
  pauseDownload,
  resumeDownload,
  startDownload,
  useDownloads,
} from './manager';

const API = 'http://api.test';
const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const FILES = ['index.m3u8', 's0000.ts', 's0001.ts', 's0002.ts', 'en.vtt'] as const;
const body = (name: string) => `bytes of ${name}`;

const USER: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Ada',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: true, subscription_tier: 'standard', subscription_end: null },
};

const licence = (): Licence => ({
  id: ID,
  contentId: '2',
  episodeId: null,
  episode: null,
  title: 'Antariksh',
  posterUrl: '',
  quality: 'standard',
  height: 480,
  bytes: FILES.reduce((sum, name) => sum + body(name).length, 0),
  deviceId: 'device-1234',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-31T00:00:00.000Z',
  playbackStartedAt: null,
  key: randomBytes(16).toString('base64'),
  playlist: 'index.m3u8',
  audioLanguage: 'hi',
  durationSeconds: 12,
  subtitles: [{ language: 'en', name: 'English', default: false, file: 'en.vtt' }],
  // Relative, as the API answers them: the api-client makes them absolute.
  files: FILES.map((name) => ({
    name,
    url: `/media/downloads/${ID}/${name}?s=sig`,
    bytes: body(name).length,
  })),
});

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** A scripted API and file server: records every request; a held file waits until released. */
function server() {
  const requests: string[] = [];
  const held = new Map<string, () => void>();
  const holding = new Set<string>();
  let summaries: LicenceSummary[] = [];
  let renewals = 0;
  let renewalRefused = false;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/api/downloads/licences' && request.method === 'POST') return json(200, licence());
    if (url.pathname === '/api/downloads/licences' && request.method === 'GET')
      return json(200, { licences: summaries });
    if (url.pathname.endsWith('/renew')) {
      renewals += 1;
      if (renewalRefused)
        return json(403, {
          statusCode: 403,
          error: 'Forbidden',
          code: 'SUBSCRIPTION_REQUIRED',
          message: 'No plan',
        });
      return json(200, { expiresAt: '2026-03-01T00:00:00.000Z', key: licence().key });
    }
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    const name = url.pathname.split('/').pop() ?? '';
    expect(url.origin).toBe(API);
    expect(url.pathname).toBe(`/media/downloads/${ID}/${name}`);
    if (holding.has(name)) {
      // Waits for release, or fails as fetch does when the manager aborts it.
      await new Promise<void>((resolve, reject) => {
        held.set(name, resolve);
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(body(name), { headers: { 'content-type': 'application/octet-stream' } });
  };
  return {
    requests,
    fetch: fetchImpl as typeof fetch,
    /** Files fetched, in order (the API calls left out). */
    files: () => requests.filter((r) => r.startsWith('GET /media/')).map((r) => r.split('/').pop()),
    hold: (name: string) => holding.add(name),
    /** Resolves once the held file was asked for. */
    asked: async (name: string) => {
      await waitUntil(() => held.has(name));
    },
    release: (name: string) => {
      holding.delete(name);
      held.get(name)?.();
    },
    setSummaries: (next: LicenceSummary[]) => {
      summaries = next;
    },
    renewals: () => renewals,
    refuseRenewal: (refused: boolean) => {
      renewalRefused = refused;
    },
  };
}

/** Settles once the condition holds, checked after each turn of the event loop (no timers). */
function waitUntil(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setImmediate(check));
    check();
  });
}

const stateOf = () => useDownloads.getState().downloads[ID]?.state;

let api: ReturnType<typeof server>;

beforeAll(() => {
  installBrowserStorage();
  Object.defineProperty(globalThis, 'navigator', {
    value: { onLine: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    configurable: true,
  });
});

beforeEach(async () => {
  api = server();
  globalThis.fetch = api.fetch;
  configureApiClient({ baseUrl: `${API}/api`, fetch: api.fetch });
  useAuthStore.setState({ user: USER, accessToken: 'tok' } as never);
  const { deleteDownload } = await import('./manager');
  await deleteDownload(ID);
  api.requests.length = 0;
  useDownloads.setState({ loaded: false, downloads: {}, received: {}, failed: {} });
});

it('fetches the files one by one into the store and keeps the key non-extractable', async () => {
  await startDownload({ contentId: '2', quality: 'standard' });
  await waitUntil(() => stateOf() === 'complete');

  expect(api.requests[0]).toBe('POST /api/downloads/licences');
  expect(api.files()).toEqual([...FILES]);
  expect(await readText(ID, 's0001.ts')).toBe(body('s0001.ts'));
  const stored = await getDownload(ID);
  expect(stored?.doneFiles).toEqual([...FILES]);
  expect(stored?.key?.extractable).toBe(false);
  expect(stored).not.toHaveProperty('files.0.url');
  expect(useDownloads.getState().received[ID]).toBe(licence().bytes);
});

it('pauses on the file in flight and resumes with only the files it lacks', async () => {
  api.hold('s0001.ts');
  await startDownload({ contentId: '2', quality: 'standard' });
  await api.asked('s0001.ts');
  await pauseDownload(ID);
  expect(stateOf()).toBe('paused');
  expect((await getDownload(ID))?.doneFiles).toEqual(['index.m3u8', 's0000.ts']);

  api.release('s0001.ts');
  await resumeDownload(ID);
  await waitUntil(() => stateOf() === 'complete');
  // The dropped file again, the held ones never twice.
  expect(api.files()).toEqual(['index.m3u8', 's0000.ts', 's0001.ts', 's0001.ts', 's0002.ts', 'en.vtt']);
  expect(api.requests.filter((r) => r === 'POST /api/downloads/licences')).toHaveLength(2);
});

it('carries on after a reload from the files already held, and asks nothing for a complete one', async () => {
  api.hold('s0002.ts');
  await startDownload({ contentId: '2', quality: 'standard' });
  await api.asked('s0002.ts');
  // The page goes away mid-file: the store still says downloading, with three files held.
  const interrupted = { ...(await getDownload(ID)), state: 'downloading' } as StoredDownload;
  await pauseDownload(ID);
  await saveDownload(interrupted);
  api.release('s0002.ts');
  api.requests.length = 0;
  useDownloads.setState({ loaded: false, downloads: {}, received: {}, failed: {} });

  await carryOnDownloads();
  await waitUntil(() => stateOf() === 'complete');
  expect(api.files()).toEqual(['s0002.ts', 'en.vtt']);

  api.requests.length = 0;
  await startDownload({ contentId: '2', quality: 'standard' });
  expect(api.requests).toEqual([]);
});

it('online, drops a revoked licence, renews an expired one without fetching again, and drops the key of one it cannot renew', async () => {
  await startDownload({ contentId: '2', quality: 'standard' });
  await waitUntil(() => stateOf() === 'complete');
  const { key: _key, files: _files, ...summary } = licence();
  api.requests.length = 0;

  api.setSummaries([{ ...summary, revokedAt: null }]);
  await checkLicences(new Date('2026-02-15T00:00:00.000Z'));
  expect(api.renewals()).toBe(1);
  expect((await getDownload(ID))?.expiresAt).toBe('2026-03-01T00:00:00.000Z');
  expect(api.files()).toEqual([]);

  // Expired with the renewal refused (the plan lapsed): the key goes, the media stays; a later
  // renewal brings the same key back, still without fetching a file.
  api.refuseRenewal(true);
  await checkLicences(new Date('2026-03-02T00:00:00.000Z'));
  expect((await getDownload(ID))?.key).toBeNull();
  expect(await readText(ID, 's0000.ts')).toBe(body('s0000.ts'));
  api.refuseRenewal(false);
  await checkLicences(new Date('2026-03-02T00:00:00.000Z'));
  expect((await getDownload(ID))?.key?.extractable).toBe(false);
  expect(api.files()).toEqual([]);

  api.setSummaries([{ ...summary, revokedAt: '2026-02-16T00:00:00.000Z' }]);
  await checkLicences(new Date('2026-02-16T00:00:00.000Z'));
  expect(await getDownload(ID)).toBeNull();
  expect(await readText(ID, 's0000.ts')).toBeNull();
  expect(stateOf()).toBeUndefined();
});
