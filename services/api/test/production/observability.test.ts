import { useTestApp } from '../support/test-app';

/** Request ids on every response and Prometheus metrics behind METRICS_TOKEN. */

const TOKEN = 'metrics-token-for-tests-0123';
const api = useTestApp({ config: { metrics: { token: TOKEN, port: null, host: '127.0.0.1' } } });

it('echoes a safe x-request-id and replaces an unsafe one with a UUID', async () => {
  const kept = await api.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'lb-7f3a.1' },
  });
  expect(kept.headers['x-request-id']).toBe('lb-7f3a.1');
  const unsafe = await api.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'x\n{"level":60}<script>' },
  });
  expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  const fresh = await api.app.inject({ method: 'GET', url: '/api/movies' });
  expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

it('serves /metrics only with the token: per-route latency histograms, errors, pool and in-flight', async () => {
  await api.app.inject({ method: 'GET', url: '/api/movies' });
  await api.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  const refused = await api.app.inject({ method: 'GET', url: '/metrics' });
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
  const wrong = await api.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer nope' },
  });
  expect(wrong.statusCode).toBe(401);

  const res = await api.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  const text = res.body;
  expect(text).toMatch(
    /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/movies",status="200"\}/,
  );
  expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/movies",status="200"\} \d+/);
  expect(text).toMatch(/http_request_errors_total\{method="GET",route="\/api\/\*",status="404"\} 1/);
  expect(text).toMatch(/mongodb_pool_connections \d+/);
  expect(text).toMatch(/mongodb_pool_wait_queue_size \d+/);
  // The transcoding queue, one line per state, counted by the database.
  expect(text).toMatch(/transcode_jobs\{state="queued"\} \d+/);
  expect(text).toMatch(/transcode_jobs\{state="failed"\} \d+/);
  expect(text).toMatch(/http_requests_in_flight \d+/);
  expect(text).toMatch(/nodejs_eventloop_lag_seconds/);
});
