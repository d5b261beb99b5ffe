import type { InjectOptions } from 'fastify';
import { dataFingerprint } from './data-fingerprint';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { type FuzzTarget, type Principal, problem, startFuzzTarget } from './fuzz-target';
import { routesMissingFromDocument } from './openapi-routes';

/**
 * Bad input on every route of the OpenAPI document, as every role: malformed JSON, wrong types,
 * NoSQL operators in every body field and query parameter, prototype-pollution keys, 2 MB and
 * 20 MB bodies, negative and huge paging, path traversal and malformed Range headers on media.
 * Expected: no 5xx, every 4xx a JSON error with a stable code, and no data changed.
 */

// Sign-in attempts are recorded by design (the lock-out counts them).
const RECORDS_ATTEMPTS = ['sign_in_attempts'];
const CONCURRENCY = 8;

let target: FuzzTarget;

beforeAll(async () => {
  target = await startFuzzTarget();
}, 60_000);

afterAll(async () => {
  await target?.app.close();
  await target?.db.stop();
});

interface Finding {
  who: Principal;
  route: string;
  name: string;
  status: number;
  body: string;
}

async function runAll(jobs: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      await job?.();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

it('the document lists every registered API route (none escapes the fuzzer)', () => {
  const { app, routes } = target;
  expect(routes.length).toBeGreaterThan(30);
  expect(routesMissingFromDocument(app, routes)).toEqual([]);
});

it('answers bad input on every route as every role with a clear 4xx: no 5xx, no data change', async () => {
  const { app, routes, anchors, headersOf } = target;
  const before = await dataFingerprint(app.db, RECORDS_ATTEMPTS);
  const findings: Finding[] = [];
  const totals = { requests: 0, '2xx/3xx': 0, '4xx': 0, '5xx': 0 };
  const jobs: (() => Promise<void>)[] = [];
  // A route that declares no input (POST .../read-all) has nothing bad to be sent.
  for (const route of routes.filter((r) => r.takesInput)) {
    const cases: FuzzCase[] = casesFor(route, anchors);
    for (const who of Object.keys(headersOf) as Principal[]) {
      for (const { name, request } of cases) {
        jobs.push(async () => {
          const options: InjectOptions = { ...request, headers: { ...request.headers, ...headersOf[who] } };
          const res = await app.inject(options);
          totals.requests += 1;
          const bucket = res.statusCode >= 500 ? '5xx' : res.statusCode >= 400 ? '4xx' : '2xx/3xx';
          totals[bucket] += 1;
          const issue =
            problem(res) ??
            (['POST', 'PUT', 'PATCH'].includes(route.method) && res.statusCode < 300
              ? 'a write accepted bad input'
              : null);
          if (issue) {
            findings.push({
              who,
              route: `${route.method} ${route.url}`,
              name,
              status: res.statusCode,
              body: `${issue}: ${res.body.slice(0, 160)}`,
            });
          }
        });
      }
    }
  }
  await runAll(jobs);
  console.info(
    `bad-input fuzz: ${routes.length} operations × 4 roles, ${totals.requests} requests: ` +
      `${totals['4xx']} × 4xx, ${totals['5xx']} × 5xx, ${totals['2xx/3xx']} × 2xx/3xx (tolerated reads)`,
  );
  expect(findings).toEqual([]);
  expect(totals['5xx']).toBe(0);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(await dataFingerprint(app.db, RECORDS_ATTEMPTS)).toEqual(before);
}, 120_000);
