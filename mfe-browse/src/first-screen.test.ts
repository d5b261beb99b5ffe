/** @jest-environment node */
import { join } from 'node:path';
import { reachablePackages, UI_KIT_SPECIFIERS } from '@premieres/federation/static-imports';

// Issue 28: the member pages (uiKit: false in page-routes.ts) draw their first screen without the
// shared UI kit. What their modules import statically is what runs before the member does
// anything; a part drawn with the kit loads in a UiIsland, through import().
const MEMBER_PAGES = [
  'App.tsx',
  'catalogue/MoviesPage.tsx',
  'catalogue/PremieresPage.tsx',
  'dashboard/DashboardPage.tsx',
  'my-list/MyListPage.tsx',
  'search/SearchPage.tsx',
  'detail/ContentDetailPage.tsx',
  'search/SearchBox.tsx',
];

test.each(MEMBER_PAGES)('%s reaches no UI kit package at run time', (page) => {
  const kit = [...reachablePackages([join(__dirname, page)])].filter(([name]) =>
    UI_KIT_SPECIFIERS.test(name),
  );
  expect(
    kit.map(
      ([name, chain]) => `${name} ← ${chain.map((file) => file.replace(`${__dirname}/`, '')).join(' ← ')}`,
    ),
  ).toEqual([]);
});
