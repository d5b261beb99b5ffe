// nginx (the Debian package) serving a folder from disk with sendfile, as the reference the API's
// media serving is compared with in the same run. Runs in the foreground as the bench's user,
// with every path (pid, logs, temp folders) inside the folder, on the given port.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForPort } from '../../deploy/nginx/local-nginx';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Throws a clear message when there is no nginx to compare with (the comparison is the point). */
export function requireNginx(): void {
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    throw new Error(
      `nginx is not installed at ${NGINX}: this bench compares the API with nginx in the same run. ` +
        'Install it (apt-get install nginx-light) or set NGINX_PATH.',
    );
  }
}

export interface StaticNginxOptions {
  /** Served folder (default `dir` itself; readable by nginx's workers). */
  root?: string;
  /** Listen with TLS (PEM files), as the production edge does, for a like-for-like comparison. */
  tls?: { certificate: string; key: string };
}

/** nginx serving `dir` (which must be readable by the bench user) on 127.0.0.1:`port`. */
export async function startNginx(
  dir: string,
  port: number,
  options: StaticNginxOptions = {},
): Promise<{ stop(): Promise<void> }> {
  requireNginx();
  const conf = path.join(dir, 'nginx.conf');
  const listen = options.tls
    ? `listen 127.0.0.1:${port} ssl;
    ssl_certificate ${options.tls.certificate};
    ssl_certificate_key ${options.tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:bench_tls:10m;`
    : `listen 127.0.0.1:${port};`;
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  types { video/mp4 mp4; video/mp2t ts; application/vnd.apple.mpegurl m3u8; }
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    ${listen}
    root ${options.root ?? dir};
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const exited = once(child, 'exit');
  await Promise.race([
    waitForPort(port),
    exited.then(([code]) => {
      throw new Error(`nginx exited (${code}) at start; see ${dir}/error.log`);
    }),
  ]);
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
