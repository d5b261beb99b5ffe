import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { commonConfig } from './common';
import { COMPILE_HINT } from './compile-hints-plugin';

const shell = join(__dirname, '../../../../shell');

// A production build of a two-file app: each emitted script must start with V8's hint after
// minifying (which drops comments), and the .gz beside it must carry the same bytes.
it('starts every minified script, and its compressed copy, with the compile hint', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(join(dir, 'index.js'), "import('./later').then((m) => m.later());\n");
    writeFileSync(join(dir, 'later.js'), 'export function later() { return 42; }\n');
    // The shell's folder only for resolving react-router; the build itself runs in `dir`.
    const base = commonConfig({ dir: shell, mode: 'production', publicPath: '/', uniqueName: 'hints' });
    const config = {
      ...base,
      context: dir,
      entry: { main: './index.js' },
      output: { ...base.output, path: join(dir, 'dist') },
    };
    const stats = await new Promise<webpack.Stats>((done, fail) =>
      webpack(config, (error, result) => (error || !result ? fail(error) : done(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    const scripts = Object.keys(stats.compilation.assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const name of scripts) {
      const file = join(dir, 'dist', name);
      expect(readFileSync(file, 'utf8').startsWith(COMPILE_HINT)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(readFileSync(file, 'utf8'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
