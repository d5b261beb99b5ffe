import { type FirstPaint, START_HINTS_TEMPLATE_ID } from '@premieres/contracts';
import { heldForFirstReads, preloadTags } from '../src/start-hints';

test('a page painted first from its read names its scripts at low priority: the read and its pictures go first', () => {
  expect(preloadTags('/', ['framework.js'], ['mf-manifest.json'], 'low')).toBe(
    '<link rel="preload" as="fetch" crossorigin href="/mf-manifest.json">' +
      '<link rel="preload" as="script" fetchpriority="low" href="/framework.js">',
  );
  expect(preloadTags('/', ['framework.js'])).toBe('<link rel="preload" as="script" href="/framework.js">');
});

test('a page painted first holds its hints until its script has asked for the reads; others name them at once', () => {
  const hints = preloadTags('/', ['framework.js']);
  const firstPaint: FirstPaint = { read: '/movies?page=1', css: '', root: { tag: 'div' } };
  expect(heldForFirstReads({ firstPaint }, hints)).toBe(
    `<template id="${START_HINTS_TEMPLATE_ID}">${hints}</template>`,
  );
  expect(heldForFirstReads({}, hints)).toBe(hints);
  expect(heldForFirstReads({ firstPaint }, '')).toBe('');
});
