import { messageIdsOf, untranslatedMessages } from '@premieres/contracts';
import { landingEn } from './landing.en';
import { landingHi } from './landing.hi';
import { landingMl } from './landing.ml';
import { pagesEn } from './pages.en';
import { pagesHi } from './pages.hi';
import { pagesMl } from './pages.ml';

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as object)) {
    Object.assign(out, leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

// Texts that are the same in every language: numbers, prices, the phone number, resolutions.
const LANGUAGE_NEUTRAL = /^[#₹{}\d\s.:+/\-a-zA-Z()]*$/;
const SAME_IN_ALL = new Set([
  'plans.price',
  'trending.rank',
  'footer.phone',
  'speedTest.mbps',
  'speedTest.ms',
  'speedTest.needs',
  'speedTest.quality.720p',
]);

describe.each([
  ['landing', leaves(landingEn), { hi: leaves(landingHi), ml: leaves(landingMl) }],
  ['pages', leaves(pagesEn), { hi: leaves(pagesHi), ml: leaves(pagesMl) }],
])('%s strings', (_name, en, others) => {
  test.each([
    ['hi', others.hi, /[\u0900-\u097F]/],
    ['ml', others.ml, /[\u0D00-\u0D7F]/],
  ])('%s has every key, translated in its own script', (_lng, strings, script) => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim()).not.toBe('');
      if (SAME_IN_ALL.has(key)) {
        expect(text).toMatch(LANGUAGE_NEUTRAL);
        continue;
      }
      expect({ key, text }).toEqual({ key, text: expect.stringMatching(script) });
    }
  });

  test('placeholders are kept in every translation', () => {
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(others.hi[key] ?? '')).toEqual(placeholders(text));
      expect(placeholders(others.ml[key] ?? '')).toEqual(placeholders(text));
    }
  });
});

test('English plan texts and e-mail messages are the contracts’ own', () => {
  expect(landingEn.plans.standard.cta).toBe('Start Premium Trial');
  expect(landingEn.rules.email.invalid).toBe('Please enter a valid email address');
});

test.each([
  ['en', landingEn],
  ['hi', landingHi],
  ['ml', landingMl],
])('%s has text for every e-mail message id the e-mail box shows (rules.<id>)', (_language, strings) => {
  expect(
    untranslatedMessages(
      strings,
      messageIdsOf('email').filter((id) => id !== 'email.required'),
    ),
  ).toEqual([]);
});
