import { preloadTags } from '../src/start-hints';

test('a page painted first from its read names its scripts at low priority: the read and its pictures go first', () => {
  expect(preloadTags('/', ['framework.js'], ['mf-manifest.json'], 'low')).toBe(
    '<link rel="preload" as="fetch" crossorigin href="/mf-manifest.json">' +
      '<link rel="preload" as="script" fetchpriority="low" href="/framework.js">',
  );
  expect(preloadTags('/', ['framework.js'])).toBe('<link rel="preload" as="script" href="/framework.js">');
});
