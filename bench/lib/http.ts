// A small keep-alive HTTP client for the load benches: one socket per virtual user, so each
// user's requests go one at a time (its writes are ordered), like a browser tab.
import { Agent, request } from 'node:http';

export interface Answer {
  /** 0 when no HTTP answer came (connection refused or reset, timeout). */
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
  error?: string;
}

export interface SendOptions {
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  agent?: Agent;
  /** Past this the request counts as hung (status 0, error 'timeout'). */
  timeoutMs?: number;
}

export function userAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 1 });
}

export function send(base: string, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  const body = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
  }
  return new Promise((resolve) => {
    const done = (answer: Omit<Answer, 'ms'>) => resolve({ ...answer, ms: performance.now() - started });
    const req = request(`${base}${path}`, { method, headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
      );
      res.on('error', (err) => done({ status: 0, body: '', headers: {}, error: err.message }));
    });
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => done({ status: 0, body: '', headers: {}, error: err.message }));
    req.end(body);
  });
}

export function jsonOf<T>(answer: Answer): T {
  return JSON.parse(answer.body) as T;
}
