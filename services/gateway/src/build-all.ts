// `npm run build`: builds the shell and every remote (one at a time), then prerenders each remote's documents and the shell's 404 page.
import { ensureBuilds } from './builds';
import { FRONT_END_APPS } from './paths';
import { prerenderLanding, prerenderNotFound, prerenderRemotePages } from './prerender';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const apps = only.length > 0 ? FRONT_END_APPS.filter((app) => only.includes(app.name)) : FRONT_END_APPS;
  const results = await ensureBuilds({ apps, force: true });
  await prerenderLanding({ log: console.log, force: true });
  await prerenderRemotePages({ log: console.log, force: true });
  await prerenderNotFound({ log: console.log, force: true });
  for (const { app, status, seconds } of results) {
    console.log(`${status.padEnd(13)} ${app.name}${seconds ? ` (${seconds.toFixed(1)} s)` : ''}`);
  }
  if (results.some((result) => result.status === 'failed')) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
