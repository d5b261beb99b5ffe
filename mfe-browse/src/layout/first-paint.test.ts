import { type FirstPaint, isFirstPaint, type PaintNode } from '@premieres/contracts';
import { PAGE_ROUTES } from '../page-routes';
import { ROUTES } from '../routes';
import { FIRST_PAINTS } from './first-paint';

const texts = (node: PaintNode): Readonly<Record<string, string>>[] => [
  ...(node.text ? [node.text] : []),
  ...(node.children ?? []).flatMap(texts),
];
const allTexts = (paint: FirstPaint) => [...texts(paint.root), ...(paint.empty ? texts(paint.empty) : [])];

test('each first paint is declared on a page of this remote, over the read it paints first', () => {
  const declared = ROUTES.filter((route) => route.firstPaint);
  expect(declared.map((route) => route.path).sort()).toEqual(Object.keys(FIRST_PAINTS).sort());
  for (const route of declared) {
    expect(isFirstPaint(route.firstPaint, [...(route.preload ?? []), ...(route.memberPreload ?? [])])).toBe(
      true,
    );
    // The posters it draws are those the shell preloads (a member's own read: as it paints them).
    if (!route.memberPreload) expect(route.firstPaint?.read).toBe(route.preloadPictures?.read);
  }
  // The App's own table stays without them (their texts in every language).
  expect(PAGE_ROUTES.some((route) => route.firstPaint)).toBe(false);
});

test('every text a first paint draws is there in English, Hindi and Malayalam', () => {
  for (const paint of Object.values(FIRST_PAINTS)) {
    for (const text of allTexts(paint)) {
      expect(Object.keys(text).sort()).toEqual(['en', 'hi', 'ml']);
      for (const value of Object.values(text)) expect(value.trim()).not.toBe('');
    }
  }
});

test("the search page's first paint is its results for the URL's query, with the query in its title", () => {
  const search = ROUTES.find((route) => route.path === '/search');
  expect(search?.preload).toEqual(['search?q=:q&page=1&limit=24']);
  const title = search?.firstPaint?.root.children?.[0]?.children?.[0];
  expect(title?.fill).toEqual({ query: 'q' });
  for (const text of Object.values(title?.text ?? {})) expect(text).toContain('{{query}}');
});

test("My List paints from the member's own read: its newest titles, or its empty state", () => {
  const myList = ROUTES.find((route) => route.path === '/my-list');
  expect(myList?.memberPreload).toEqual(['me/list']);
  expect(myList?.preload).toBeUndefined();
  expect(myList?.firstPaint?.read).toBe('me/list');
  expect(JSON.stringify(myList?.firstPaint?.root)).toContain('"scope":"movie"');
  expect(myList?.firstPaint?.empty).toBeDefined();
});
