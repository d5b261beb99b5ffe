// `npm start`: builds what is missing or out of date, then serves everything on one port.
import { ensureBuilds, isBuilt } from './builds';
import { FRONT_END_APPS, REMOTE_APPS, SHELL_APP } from './paths';
import { prerenderLanding, prerenderNotFound, prerenderRemotePages } from './prerender';
import { parseOverrides } from './remote-manifest';
import { createGateway } from './server';

const env = process.env;
const port = Number.parseInt(env.PORT ?? '8080', 10);
const host = env.HOST ?? '0.0.0.0';
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  if (env.SKIP_BUILD !== '1') {
    const results = await ensureBuilds({ apps: FRONT_END_APPS, log });
    for (const { app } of results.filter((r) => r.status === 'failed')) {
      const served = isBuilt(app) ? 'its previous build is served' : 'its pages show the fallback';
      log(`[build] ${app.name} failed to build: ${served}`);
    }
    await prerenderLanding({ log });
    await prerenderRemotePages({ log });
    await prerenderNotFound({ log });
  }
  const gateway = await createGateway({
    shell: SHELL_APP,
    remotes: REMOTE_APPS,
    overrides: parseOverrides(env.REMOTE_OVERRIDES),
    manifestFile: env.REMOTES_MANIFEST_FILE,
    withApi: env.GATEWAY_API !== 'off',
    inMemoryDb: env.GATEWAY_DB === 'memory',
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    log,
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`[gateway] ${signal}: closing`);
    setTimeout(() => process.exit(1), 10_000).unref();
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await gateway.app.listen({ port, host });
  const api = gateway.api ? `API on /api (database: ${gateway.api.backend})` : 'no API';
  log(`[gateway] premieres on http://localhost:${port} — ${api}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
