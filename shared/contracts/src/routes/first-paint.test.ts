import { isFirstPaint, isPaintNode } from './first-paint';
import { isRouteDeclaration } from './route-declarations';

const READ = 'movies?page=1';
const paint = {
  read: READ,
  css: '.fp-row{display:flex}',
  root: {
    tag: 'section',
    children: [
      { tag: 'h2', className: 'fp-h2', text: { en: 'Trending', hi: 'ट्रेंडिंग' } },
      { tag: 'div', each: 12, eager: 4, children: [{ tag: 'img', picture: { sizes: '9rem' } }] },
    ],
  },
};

test("a route's first paint is plain data over one of its reads", () => {
  expect(isFirstPaint(paint, [READ])).toBe(true);
  const route = { path: '/movies', chrome: 'app', uiKit: true, access: 'anyone', preload: [READ] };
  expect(isRouteDeclaration({ ...route, firstPaint: paint })).toBe(true);
  expect(isRouteDeclaration({ ...route, firstPaint: { ...paint, read: 'movies?page=2' } })).toBe(false);
  expect(isFirstPaint(paint, undefined)).toBe(false);
});

test('a first paint may not load anything, run anything or name a tag outside its list', () => {
  expect(isFirstPaint({ ...paint, css: '.x{background:url(https://evil/x.png)}' }, [READ])).toBe(false);
  expect(isFirstPaint({ ...paint, css: '@import "x.css";' }, [READ])).toBe(false);
  expect(isFirstPaint({ ...paint, css: '</style><script>x()</script>' }, [READ])).toBe(false);
  expect(isPaintNode({ tag: 'script' })).toBe(false);
  expect(isPaintNode({ tag: 'a' })).toBe(false);
  expect(isPaintNode({ tag: 'div', className: 'x" onload="y' })).toBe(false);
  expect(isPaintNode({ tag: 'p', field: 'thumbnail' })).toBe(false);
  expect(isPaintNode({ tag: 'div', picture: {} })).toBe(false);
  expect(isPaintNode({ tag: 'img', children: [{ tag: 'p' }] })).toBe(false);
  expect(isPaintNode({ tag: 'div', each: 13 })).toBe(false);
  expect(isPaintNode({ tag: 'div', eager: 2 })).toBe(false);
  expect(isPaintNode({ tag: 'h2', text: { english: 'x' } })).toBe(false);
});

test("a text's placeholders are filled only from the page URL's query, by plain names", () => {
  const title = { tag: 'h1', text: { en: 'Results for “{{query}}”' }, fill: { query: 'q' } };
  expect(isPaintNode(title)).toBe(true);
  expect(isPaintNode({ tag: 'h1', fill: { query: 'q' } })).toBe(false);
  expect(isPaintNode({ ...title, fill: { query: 'q"><x' } })).toBe(false);
  expect(isPaintNode({ ...title, fill: { 'a b': 'q' } })).toBe(false);
  expect(isPaintNode({ ...title, fill: { query: 7 } })).toBe(false);
  expect(isPaintNode({ ...title, fill: 'q' })).toBe(false);
});

test("a member's own read may be painted from, a list entry's title taken as the item, and an empty state", () => {
  const list = {
    read: 'me/list',
    css: '',
    root: { tag: 'div', each: 4, children: [{ tag: 'div', scope: 'movie', children: [{ tag: 'img' }] }] },
    empty: { tag: 'p', text: { en: 'Your list is empty' } },
  };
  const route = { path: '/my-list', chrome: 'app', uiKit: true, access: 'anyone' };
  expect(isRouteDeclaration({ ...route, memberPreload: ['me/list'], firstPaint: list })).toBe(true);
  expect(isRouteDeclaration({ ...route, firstPaint: list })).toBe(false);
  expect(isRouteDeclaration({ ...route, memberPreload: ['//evil/me'], firstPaint: list })).toBe(false);
  expect(isFirstPaint({ ...list, empty: { tag: 'script' } }, ['me/list'])).toBe(false);
  expect(isPaintNode({ tag: 'div', scope: 'user' })).toBe(false);
});
