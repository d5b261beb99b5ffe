// deploy/nginx/premieres.conf run by this machine's nginx (the Debian package) for tests and
// benches: the production paths rendered into a scratch folder, the API upstream pointed at a
// local port, loopback listeners on free ports, a self-signed certificate (openssl) when the
// config has a TLS server. Nothing outside the scratch folder is read or written but the media root.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const DEPLOY_CONFIG = path.join(__dirname, 'premieres.conf');
/** The production paths the config names, and which of them the harness provides. */
const MEDIA_VOLUME = '/srv/premieres-media/';

export interface LocalNginxOptions {
  /** Scratch folder (made readable by nginx's workers): rendered config, logs, srv/, etc/. */
  dir: string;
  /** Where the `premieres_api` upstream points (127.0.0.1). */
  apiPort: number;
  /** The media volume: /srv/premieres-media/ of the config. */
  mediaRoot: string;
  /** MEDIA_EDGE_SECRET: written as the mounted secret file would be. */
  edgeSecret: string;
  /** nginx worker processes (1 unless told). */
  workers?: number;
  /** Contents of /etc/nginx/premieres/security-headers.conf when the config includes it (default: none). */
  securityHeaders?: string;
  /** Fixed ports (an outside scanner expects 80 and 443); free ones unless told. */
  ports?: { http: number; https: number };
}

export interface LocalNginx {
  /** The site's origin: the TLS server when the config has one, else the plain one. */
  base: string;
  /** The plain-HTTP listener's origin. */
  httpBase: string;
  /** The certificate the TLS server presents (PEM), for clients to trust; null without TLS. */
  certificate: string | null;
  /** The rendered config (what nginx runs). */
  configFile: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listening on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The deploy config with every production path and address replaced (pure). */
export function renderDeployConfig(
  conf: string,
  at: { dir: string; apiPort: number; mediaRoot: string; httpPort: number; httpsPort: number },
): string {
  return conf
    .replace(/server api:3000\b/g, `server 127.0.0.1:${at.apiPort}`)
    .replace(/listen 80\b/g, `listen 127.0.0.1:${at.httpPort}`)
    .replace(/listen 443\b/g, `listen 127.0.0.1:${at.httpsPort}`)
    .replaceAll(MEDIA_VOLUME, `${path.resolve(at.mediaRoot)}/`)
    .replace(/\/srv\//g, `${at.dir}/srv/`)
    .replace(/\/etc\/nginx\//g, `${at.dir}/etc/nginx/`);
}

function selfSignedCertificate(crt: string, key: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      crt,
    ],
    { stdio: 'ignore' },
  );
}

/** Starts nginx in the foreground with the deploy config rendered into `dir`; throws with its error log if it will not start. */
export async function startDeployNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const { dir } = options;
  const [httpPort, httpsPort] = options.ports
    ? [options.ports.http, options.ports.https]
    : [await freePort(), await freePort()];
  const rendered = renderDeployConfig(readFileSync(DEPLOY_CONFIG, 'utf8'), {
    ...options,
    httpPort,
    httpsPort,
  });
  for (const folder of [
    'etc/nginx/tls',
    'etc/nginx/premieres',
    'etc/nginx/secrets',
    'srv/premieres',
    'srv/acme',
    'logs',
  ])
    mkdirSync(path.join(dir, folder), { recursive: true });
  chmodSync(dir, 0o755);
  writeFileSync(
    path.join(dir, 'etc/nginx/secrets/media-edge.conf'),
    `map "" $premieres_media_edge_secret { default "${options.edgeSecret}"; }\n`,
  );
  const headers = path.join(dir, 'etc/nginx/premieres/security-headers.conf');
  if (!existsSync(headers)) writeFileSync(headers, options.securityHeaders ?? '# none in this run\n');
  const tls = /\blisten [^;]*\bssl\b/.test(rendered);
  const crt = path.join(dir, 'etc/nginx/tls/tls.crt');
  if (tls) selfSignedCertificate(crt, path.join(dir, 'etc/nginx/tls/tls.key'));
  writeFileSync(path.join(dir, 'premieres.conf'), rendered);
  // The image's nginx.conf around it (nginx:*-bookworm): mime types, sendfile, keep-alive.
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(
    configFile,
    `worker_processes ${options.workers ?? 1};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/premieres.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = once(child, 'exit');
  const port = tls ? httpsPort : httpPort;
  await Promise.race([
    Promise.all([waitForPort(httpPort), waitForPort(port)]),
    exited.then(([code]) => {
      throw new Error(`nginx exited (${code}) at start: ${stderr.trim()}`);
    }),
  ]);
  return {
    base: tls ? `https://127.0.0.1:${httpsPort}` : `http://127.0.0.1:${httpPort}`,
    httpBase: `http://127.0.0.1:${httpPort}`,
    certificate: tls ? readFileSync(crt, 'utf8') : null,
    configFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** `nginx -t` of a rendered config: its exit status and report. */
export function testConfig(configFile: string, dir: string): { ok: boolean; report: string } {
  const run = spawnSync(NGINX, ['-t', '-p', dir, '-c', configFile], { encoding: 'utf8' });
  return { ok: run.status === 0, report: `${run.stdout}${run.stderr}`.trim() };
}
