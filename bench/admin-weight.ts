// `npm run bench -- admin-weight`: what each admin tab costs on top of the panel, from mfe-admin's
// build (dist/chunk-groups.json; run `npm run build -w @premieres/mfe-admin` first), gzip -9 like
// the landing bench. Prints the container (remoteEntry.js), the panel (the exposed App: header,
// sidebar, routes), the two with the Content tab (what /admin draws first) and, per tab, the JS
// its page adds when it opens (its chunk group minus what the panel already loaded), then the files
// several tabs share. Shared singletons (react, Chakra's @premieres/ui, TanStack Query...) come
// from the shell and are not counted here; the browser figure before interactive, shell included,
// is `npm run bench -- landing --only admin`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(__dirname, '../mfe-admin/dist');
const GROUPS_FILE = path.join(DIST, 'chunk-groups.json');

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;
const kb = (value: number) => `${value.toFixed(1).padStart(6)} KB`;

function main(): void {
  if (!existsSync(GROUPS_FILE)) {
    console.error(`no ${GROUPS_FILE}: build the admin first (npm run build -w @premieres/mfe-admin)`);
    process.exit(1);
  }
  const { groups } = JSON.parse(readFileSync(GROUPS_FILE, 'utf8')) as { groups: Record<string, string[]> };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);
  const panel = new Set(groups['./src/App.tsx'] ?? []);
  const tabs = Object.entries(groups).filter(([request]) => /^\.\/[a-z]+\/[A-Z]\w+Page$/.test(request));
  const dialogs = Object.entries(groups).filter(([request]) => /Dialog(View)?$/.test(request));
  console.log('mfe-admin, gzip -9 (shared singletons come from the shell and are left out)\n');
  console.log(`${kb(gzipKb('remoteEntry.js'))}  remoteEntry.js (container + federation runtime)`);
  console.log(
    `${kb(sum(panel))}  the panel: exposed App (layout, sidebar, routes, the panel's English strings)`,
  );
  const firstTab = new Set(groups['./content/ContentPage'] ?? []);
  const firstPaint = new Set(['remoteEntry.js', ...panel, ...firstTab]);
  console.log(
    `${kb(sum(firstPaint))}  first paint on /admin: container, panel and the Content tab (its strings in)`,
  );
  console.log('\nper tab, loaded when it opens (beyond the panel):');
  const useCount = new Map<string, number>();
  for (const [, files] of tabs) for (const file of files) useCount.set(file, (useCount.get(file) ?? 0) + 1);
  for (const [request, files] of tabs.sort(([a], [b]) => a.localeCompare(b))) {
    const own = files.filter((file) => !panel.has(file));
    const alone = own.filter((file) => useCount.get(file) === 1);
    console.log(`${kb(sum(own))}  ${request.replace(/^\.\//, '')}  (${kb(sum(alone)).trim()} its own)`);
  }
  console.log('\nloaded when first opened:');
  for (const [request, files] of dialogs) {
    console.log(`${kb(sum(files.filter((file) => !panel.has(file))))}  ${request.replace(/^\.\//, '')}`);
  }
  const common = [...useCount].filter(([file, count]) => count > 1 && !panel.has(file));
  console.log('\nfiles several tabs share:');
  for (const [file, count] of common.sort((a, b) => b[1] - a[1])) {
    console.log(`${kb(gzipKb(file))}  ${file} (${count} tabs)`);
  }
}

main();
