// A small HTTP load balancer that behaves like deploy/nginx/premieres.conf's upstream: round
// robin; an upstream that fails is left out for FAIL_TIMEOUT_MS (max_fails=1 fail_timeout=10s);
// a request is passed to the next upstream when the connection failed before it was sent, or
// when its method is idempotent (proxy_next_upstream error timeout, without non_idempotent).
import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

const FAIL_TIMEOUT_MS = 10_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export interface Balancer {
  url: string;
  /** Requests passed to another upstream after a failure. */
  retried: number;
  close(): Promise<void>;
}

interface Upstream {
  url: URL;
  agent: Agent;
  downUntil: number;
}

type Outcome = { ok: true } | { ok: false; sent: boolean };

function forward(up: Upstream, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = false;
    const out = request(
      {
        host: up.url.hostname,
        port: up.url.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: up.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => resolve({ ok: true }));
        answer.on('error', () => {
          res.destroy();
          resolve({ ok: true }); // headers already went: nothing left to retry
        });
      },
    );
    out.on('socket', (socket) => {
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    out.on('error', () => resolve({ ok: false, sent }));
    out.end(body);
  });
}

export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const pool: Upstream[] = upstreams.map((u) => ({
    url: new URL(u),
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
    downUntil: 0,
  }));
  let next = 0;
  const state = { retried: 0 };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const live = () => pool.filter((u) => u.downUntil <= Date.now());
    const tried = new Set<Upstream>();
    for (;;) {
      const candidates = live().filter((u) => !tried.has(u));
      const up = candidates[next++ % Math.max(1, candidates.length)];
      if (!up) break;
      tried.add(up);
      const outcome = await forward(up, req, body, res);
      if (outcome.ok) return;
      up.downUntil = Date.now() + FAIL_TIMEOUT_MS;
      if (outcome.sent && !IDEMPOTENT.has(req.method ?? '')) break;
      state.retried += 1;
    }
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'BAD_GATEWAY',
        message: 'No upstream answered',
      }),
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get retried() {
      return state.retried;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        for (const up of pool) up.agent.destroy();
      }),
  };
}
