import { MESSAGES, messageIdsOf, untranslatedMessages } from '@premieres/contracts';
import { adminRulesEn as adminEn } from '../feedback/i18n/rules.en';
import { adminRulesHi as adminHi } from '../feedback/i18n/rules.hi';
import { adminRulesMl as adminMl } from '../feedback/i18n/rules.ml';
import { ADMIN_RULE_GROUPS } from '../feedback/ruleText';

// The contracts' messages the admin shows: the movie form, categories and the film upload.
const SHOWN = messageIdsOf(...ADMIN_RULE_GROUPS);

describe('admin rule messages by id', () => {
  it.each([
    ['en', adminEn],
    ['hi', adminHi],
    ['ml', adminMl],
  ] as const)('every shown message id has %s text under rules.<id>', (_language, strings) => {
    expect(SHOWN.length).toBeGreaterThan(15);
    expect(untranslatedMessages(strings, SHOWN)).toEqual([]);
  });

  it('holds only contracts ids under rules', () => {
    const keys = Object.entries(adminEn.rules).flatMap(([group, texts]) =>
      Object.keys(texts).map((key) => `${group}.${key}`),
    );
    expect(keys.filter((key) => !(key in MESSAGES))).toEqual([]);
  });
});
