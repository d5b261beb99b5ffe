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
    localStorage.clear();
    sessionStorage.clear();
  });

  it('refreshes through the cookie with the CSRF double submit and leaves the answer for the API client', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    expect(startEarlySession('http://x/api')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/api/auth/refresh');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const token = (init.headers as Record<string, string>)[CSRF.headerName];
    expect(token).toBe(sessionStorage.getItem(CSRF.storageKey));
    const early = holder[EARLY_SESSION_GLOBAL] as { response: Promise<Response> };
    await expect(early.response).resolves.toBe(answer);
  });

  it('sends nothing for a browser that never had a session', () => {
    expect(startEarlySession('http://x/api/')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(holder[EARLY_SESSION_GLOBAL]).toBeUndefined();
  });
});
