import { commonEn } from './locales/common.en';
import { commonHi } from './locales/common.hi';
import { commonMl } from './locales/common.ml';

function leaves(value: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out[path] = child;
    else Object.assign(out, leaves(child as object, path));
  }
  return out;
}

const en = leaves(commonEn);
// Proper names, language endonyms and a resolution are the same in every language.
const same = new Set(['appName', 'language.en', 'language.hi', 'language.ml', 'planFeatures.quality480']);

test.each([
  ['hi', leaves(commonHi), /[\u0900-\u097F]/],
  ['ml', leaves(commonMl), /[\u0D00-\u0D7F]/],
])('%s has every common key, translated in its own script', (_lng, strings, script) => {
  expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
  for (const [key, text] of Object.entries(strings)) {
    expect(text.trim()).not.toBe('');
    if (!same.has(key)) {
      expect(text).not.toBe(en[key]);
      expect(text).toMatch(script);
    }
  }
});

test('every plan card line has its text, with its count', () => {
  for (const strings of [commonEn, commonHi, commonMl]) {
    expect(Object.keys(strings.planFeatures).sort()).toEqual(Object.keys(commonEn.planFeatures).sort());
    for (const key of ['mobileDevices', 'screens', 'downloads'] as const) {
      expect(strings.planFeatures[key]).toContain('{{count}}');
    }
  }
});
