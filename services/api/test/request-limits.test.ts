import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from './support/test-app';

/** Over-long URLs and oversized headers, over a real socket: a clear status and JSON, never a dropped connection. */
const api = useTestApp();
let port: number;

beforeAll(async () => {
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

it('answers an over-long URL with 414 and its code', async () => {
  const res = await get(`/api/movies?q=${'a'.repeat(10_000)}`);
  expect(res.status).toBe(414);
  expect(JSON.parse(res.body)).toMatchObject({ statusCode: 414, code: 'URI_TOO_LONG' });
});

it('answers a 20 KB header with 431 and its code', async () => {
  const res = await get('/api/movies', { 'x-big': 'a'.repeat(20_000) });
  expect(res.status).toBe(431);
  expect(JSON.parse(res.body)).toMatchObject({ statusCode: 431, code: 'HEADERS_TOO_LARGE' });
});

it('still answers past what Node reads (431 from Node) and serves normal requests', async () => {
  expect((await get('/api/movies', { 'x-huge': 'a'.repeat(70_000) })).status).toBe(431);
  expect((await get('/api/movies?limit=1')).status).toBe(200);
});
