// The mixed workload of the load and fault benches: virtual users, each on its own keep-alive
// socket, browse the catalogue, add to and remove from My List, and sign in again now and then.
// Every answer is timed per route; every acknowledged list write goes into the ledger.
import type { Agent } from 'node:http';
import { csrfHeaders } from './csrf';
import { type Answer, jsonOf, send, userAgent } from './http';
import { RouteStats } from './route-stats';
import { WriteLedger } from './write-ledger';

export interface BenchUser {
  email: string;
  password: string;
  token: string;
  agent: Agent;
}

export interface LoadResult {
  stats: RouteStats;
  ledger: WriteLedger;
  /** [ms since start when the answer came, status] of every request, in order. */
  timeline: [number, number][];
  elapsedMs: number;
}

export const PASSWORD = 'Load#Bench2025';

/** Signs up `count` users (a few at a time: argon2 is costly). */
export async function createUsers(base: string, count: number, tag: string): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
      const email = `${tag}.${i + j}.${Date.now().toString(36)}@bench.premieres.in`;
      const agent = userAgent();
      const answer = await send(base, 'POST', '/api/auth/signup', {
        agent,
        json: { fullName: `Bench User ${i + j}`, email, password: PASSWORD },
      });
      if (answer.status !== 201) throw new Error(`sign-up failed ${answer.status}: ${answer.body}`);
      return { email, password: PASSWORD, token: jsonOf<{ accessToken: string }>(answer).accessToken, agent };
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** Ids of the whole catalogue, page by page. */
export async function catalogueIds(base: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await send(base, 'GET', `/api/movies?page=${page}&limit=50`);
    const { items, total } = jsonOf<{ items: { id: string }[]; total: number }>(answer);
    ids.push(...items.map((m) => m.id));
    if (items.length === 0 || ids.length >= total) return ids;
  }
}

type Step = 'list' | 'detail' | 'add' | 'remove' | 'mylist' | 'signin';
// One user's round: mostly reads, a quarter writes; a sign-in every SIGN_IN_EVERY rounds.
const ROUND: Step[] = [
  'list',
  'detail',
  'add',
  'detail',
  'mylist',
  'list',
  'add',
  'detail',
  'remove',
  'detail',
];
const SIGN_IN_EVERY = 10;

const pick = <T>(items: T[], n: number): T => items[n % items.length] as T;

async function userLoop(
  base: string,
  user: BenchUser,
  ids: string[],
  until: number,
  out: LoadResult,
  t0: number,
  seed: number,
): Promise<void> {
  let n = seed;
  const note = (route: string, answer: Answer) => {
    out.stats.add(route, answer.status, answer.ms);
    out.timeline.push([performance.now() - t0, answer.status]);
  };
  const call = (
    method: string,
    path: string,
    extra: { json?: unknown; headers?: Record<string, string> } = {},
  ) => send(base, method, path, { agent: user.agent, token: user.token, ...extra });
  for (let round = 0; performance.now() < until; round += 1) {
    const steps: Step[] = round % SIGN_IN_EVERY === SIGN_IN_EVERY - 1 ? [...ROUND, 'signin'] : ROUND;
    for (const step of steps) {
      if (performance.now() >= until) return;
      n += 7;
      if (step === 'list') note('GET /api/movies', await call('GET', `/api/movies?page=${1 + (n % 3)}`));
      else if (step === 'detail')
        note('GET /api/movies/:id', await call('GET', `/api/movies/${pick(ids, n)}`));
      else if (step === 'mylist') note('GET /api/me/list', await call('GET', '/api/me/list'));
      else if (step === 'signin') {
        const answer = await send(base, 'POST', '/api/auth/signin', {
          agent: user.agent,
          json: { email: user.email, password: user.password },
          headers: csrfHeaders(),
        });
        note('POST /api/auth/signin', answer);
        if (answer.status === 200) user.token = jsonOf<{ accessToken: string }>(answer).accessToken;
      } else {
        const present = out.ledger.present(user.email);
        const removing = step === 'remove' && present.length > 0;
        const id = removing ? pick(present, n) : pick(ids, n);
        const answer = await call(removing ? 'DELETE' : 'PUT', `/api/me/list/${id}`);
        note(removing ? 'DELETE /api/me/list/:id' : 'PUT /api/me/list/:id', answer);
        out.ledger.record(user.email, id, removing ? 'out' : 'in', answer.status === (removing ? 204 : 200));
      }
    }
  }
}

/** Runs every user's loop for `durationMs`; `during` runs beside it (the fault benches' faults). */
export async function runMixedLoad(
  base: string,
  users: BenchUser[],
  ids: string[],
  durationMs: number,
  during: (t0: number) => Promise<void> = async () => {},
): Promise<LoadResult> {
  const out: LoadResult = { stats: new RouteStats(), ledger: new WriteLedger(), timeline: [], elapsedMs: 0 };
  const t0 = performance.now();
  const until = t0 + durationMs;
  await Promise.all([...users.map((u, i) => userLoop(base, u, ids, until, out, t0, i * 13)), during(t0)]);
  out.elapsedMs = performance.now() - t0;
  return out;
}

/** Reads every user's final My List and checks it against the ledger; prints and returns the verdict. */
export async function verifyWrites(base: string, users: BenchUser[], ledger: WriteLedger): Promise<boolean> {
  const lists = new Map<string, Set<string>>();
  let rows = 0;
  for (const user of users) {
    const answer = await send(base, 'GET', '/api/me/list', { token: user.token, agent: user.agent });
    if (answer.status !== 200) throw new Error(`final list read failed ${answer.status}: ${answer.body}`);
    const items = jsonOf<{ items: { movie: { id: string } }[] }>(answer).items;
    rows += items.length;
    lists.set(user.email, new Set(items.map((e) => e.movie.id)));
  }
  const expected = users.reduce((sum, u) => sum + ledger.present(u.email).length, 0);
  const { checked, lost, resurrected } = ledger.verify(lists);
  console.log(
    `writes: ${ledger.acknowledged} acknowledged (${ledger.unacknowledged} not acknowledged, not checked); ` +
      `My List rows: at least ${expected} expected from acknowledged writes, ${rows} found (titles whose last write went unacknowledged may be either way); ` +
      `${checked} user×title states checked: ${lost.length} lost adds, ${resurrected.length} removes undone`,
  );
  return lost.length === 0 && resurrected.length === 0;
}
