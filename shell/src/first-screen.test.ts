/** @jest-environment node */
import { join } from 'node:path';
import { reachablePackages, UI_KIT_SPECIFIERS } from '@premieres/federation/static-imports';

// Issue 28: a member page's first screen (the shell's entry, routes and app chrome) is drawn
// without the shared UI kit; the kit loads on demand (UiRoot for pages drawn with it, UiIsland for
// a part: the drawer, a toast, the player).
test('the shell’s start and its app chrome reach no UI kit package at run time', () => {
  const entries = ['bootstrap.tsx', 'chrome/AppChrome.tsx', 'chrome/PlayerMount.tsx'].map((file) =>
    join(__dirname, file),
  );
  const kit = [...reachablePackages(entries)].filter(([name]) => UI_KIT_SPECIFIERS.test(name));
  expect(
    kit.map(
      ([name, chain]) => `${name} ← ${chain.map((file) => file.replace(`${__dirname}/`, '')).join(' ← ')}`,
    ),
  ).toEqual([]);
});
