// `npm run dev -- <remote>`: that remote runs in webpack-dev-server (live reload) while the gateway
// serves the production builds of everything else, with /remotes.json pointing at the dev server.
// `npm run dev -- shell`: the shell's dev server on :3000, proxying the rest to the gateway.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureBuilds } from './builds';
import { FRONT_END_APPS, REMOTE_APPS, ROOT, SHELL_APP } from './paths';
import { createGateway } from './server';

const env = process.env;
const port = Number.parseInt(env.PORT ?? '8080', 10);
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const name = process.argv[2];
  const target = FRONT_END_APPS.find((app) => app.name === name);
  if (!target) {
    console.error(`usage: npm run dev -- <${FRONT_END_APPS.map((app) => app.name).join('|')}>`);
    process.exit(2);
  }
  await ensureBuilds({ apps: FRONT_END_APPS.filter((app) => app !== target), log });

  const devUrl = `http://localhost:${target.devPort}`;
  const overrides = target.kind === 'remote' ? { [target.name]: `${devUrl}/mf-manifest.json` } : {};
  const gateway = await createGateway({
    shell: SHELL_APP,
    remotes: REMOTE_APPS,
    overrides,
    withApi: env.GATEWAY_API !== 'off',
    inMemoryDb: env.GATEWAY_DB === 'memory',
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    log,
  });
  await gateway.app.listen({ port, host: env.HOST ?? '0.0.0.0' });

  const tsx = require.resolve('tsx/cli');
  const cli = resolve(ROOT, 'shared', 'federation', 'src', 'cli.ts');
  const child = spawn(process.execPath, [tsx, cli, 'dev'], {
    cwd: target.dir,
    env: { ...env, NODE_ENV: 'development', GATEWAY_URL: `http://localhost:${port}` },
    stdio: 'inherit',
  });
  const page = target.kind === 'host' ? devUrl : `http://localhost:${port}`;
  log(`[dev] ${target.name} from ${devUrl} (live reload); open ${page}`);

  const stop = () => {
    child.kill('SIGTERM');
    void gateway.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  child.on('exit', (code) => {
    log(`[dev] dev server exited (${code})`);
    void gateway.close().then(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
