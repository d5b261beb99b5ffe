// `npm run bench -- <name> [args]` runs ./<name>.ts as its own main module (so each bench can
// check `require.main === module`), with tsx, inheriting the terminal.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [name, ...args] = process.argv.slice(2);
const available = fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .map((f) => f.slice(0, -3));
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>   (one of: ${available.join(', ')})`);
  process.exit(2);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, `${name}.ts`), ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
