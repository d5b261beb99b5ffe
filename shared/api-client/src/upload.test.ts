import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser } from '@premieres/contracts';
import { configureApiClient } from './config';
import { ApiRequestError } from './errors';
import { setRefresher } from './http';
import { sendWithProgress, setUploadTransport } from './upload';

const user = { id: 'u1', email: 'staff@premieres.in', role: 'moderator' } as AuthUser;

type Reply = { status: number; body: string } | 'network' | 'hang';

/** The part of XMLHttpRequest the helper uses; each send answers with the next scripted reply. */
class FakeXhr {
  static replies: Reply[] = [];
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  body: unknown;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const reply = FakeXhr.replies.shift();
    if (reply === 'hang') return;
    queueMicrotask(() => {
      if (reply === 'network' || !reply) return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
      this.status = reply.status;
      this.responseText = reply.body;
      this.onload?.();
    });
  }
}

beforeEach(() => {
  FakeXhr.replies = [];
  FakeXhr.sent = [];
  setUploadTransport(() => new FakeXhr() as unknown as XMLHttpRequest);
  configureApiClient({ baseUrl: 'http://api.test/api' });
  useAuthStore.getState().setSession({ user, accessToken: 'token-1' });
});

test('sends the form with bearer and CSRF headers and reports bytes sent', async () => {
  FakeXhr.replies = [{ status: 201, body: '{"id":"m1"}' }];
  const progress: number[] = [];
  const body = new FormData();
  const answer = await sendWithProgress<{ id: string }>({
    method: 'POST',
    path: 'admin/movies',
    body,
    onProgress: (p) => progress.push(p.loaded / p.total),
  });
  expect(answer).toEqual({ id: 'm1' });
  expect(progress).toEqual([0.5, 1]);
  const [xhr] = FakeXhr.sent;
  expect(xhr?.method).toBe('POST');
  expect(xhr?.url).toBe('http://api.test/api/admin/movies');
  expect(xhr?.body).toBe(body);
  expect(xhr?.withCredentials).toBe(true);
  expect(xhr?.headers.authorization).toBe('Bearer token-1');
  expect(xhr?.headers['x-csrf-token']).toMatch(/^.{32}$/);
});

test('rejects with the API error body, code included', async () => {
  FakeXhr.replies = [
    {
      status: 400,
      body: '{"statusCode":400,"error":"Bad Request","code":"THUMBNAIL_NOT_IMAGE","message":"no"}',
    },
  ];
  const error = await sendWithProgress({ method: 'PUT', path: 'x', body: new FormData() }).catch((e) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect(error).toMatchObject({ statusCode: 400, code: 'THUMBNAIL_NOT_IMAGE', message: 'no' });
});

test('a 401 refreshes the session once and sends again with the new token', async () => {
  setRefresher(async () => {
    useAuthStore.getState().setSession({ user, accessToken: 'token-2' });
    return {};
  });
  FakeXhr.replies = [
    { status: 401, body: '' },
    { status: 200, body: '{"ok":true}' },
  ];
  await expect(sendWithProgress({ method: 'PATCH', path: 'x', body: new FormData() })).resolves.toEqual({
    ok: true,
  });
  expect(FakeXhr.sent.map((x) => x.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
});

test('a network failure and an abort reject with status 0', async () => {
  FakeXhr.replies = ['network'];
  await expect(sendWithProgress({ method: 'POST', path: 'x', body: new FormData() })).rejects.toMatchObject({
    statusCode: 0,
  });
  FakeXhr.replies = ['hang'];
  const controller = new AbortController();
  const pending = sendWithProgress({
    method: 'POST',
    path: 'x',
    body: new FormData(),
    signal: controller.signal,
  });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ statusCode: 0, error: 'Aborted' });
});
