// A separate API process that runs transcode jobs, for the restart test: it is killed with
// SIGKILL in the middle of a job, as a crashed or redeployed replica would be.
import { buildApp } from '../../src/app';
import { testMediaConfig } from './media-fixtures';

async function main(): Promise<void> {
  const [uri, dir] = process.argv.slice(2);
  if (!uri || !dir) throw new Error('usage: worker-process <mongo uri> <dir>');
  const app = await buildApp({ mongoUri: uri, config: { media: testMediaConfig(dir) } });
  await app.ready();
  process.stdout.write('worker ready\n');
}

main().catch((error) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
