import { CSRF, EARLY_SESSION_GLOBAL, SESSION_HINT_KEY } from '@premieres/contracts';
import { startEarlySession } from './early-session';

describe("the shell's entry restores a returning member's session", () => {
  const answer = { ok: true, status: 200 };
  const fetchMock = jest.fn(async () => answer);
  const holder = window as unknown as Record<string, unknown>;

  beforeEach(() => {
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    delete holder[EARLY_SESSION_GLOBAL];
    delete holder.__premieresEarlySessionStarted;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('refreshes through the cookie with the CSRF double submit and leaves the answer for the API client', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const started = startEarlySession('http://x/api');
    expect(started).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/api/auth/refresh');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const token = (init.headers as Record<string, string>)[CSRF.headerName];
    expect(token).toBe(sessionStorage.getItem(CSRF.storageKey));
    const early = holder[EARLY_SESSION_GLOBAL] as { response: Promise<Response> };
    expect(early).toBe(started);
    await expect(early.response).resolves.toBe(answer);
  });

  it('restores once per document, whoever asks first (the refresh cookie rotates)', () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const first = startEarlySession('http://x/api');
    expect(startEarlySession('http://x/api')).toBe(first);
    // The API client has taken it: still not a second restore.
    delete holder[EARLY_SESSION_GLOBAL];
    expect(startEarlySession('http://x/api')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a browser that never had a session', () => {
    expect(startEarlySession('http://x/api/')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder[EARLY_SESSION_GLOBAL]).toBeUndefined();
  });
});
