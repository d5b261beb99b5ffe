import type { ParseKeys } from 'i18next';
import type { CommonKey } from './locales/common.en';

// The check is the compiler's (npm run typecheck, src/i18next.d.ts): a key missing from the
// common English strings does not compile.
test('t() keys of the common namespace are typed', () => {
  const key: ParseKeys<'common'> = 'actions.signIn';
  // @ts-expect-error: a misspelt key is not a common key
  const misspelt: ParseKeys<'common'> = 'actions.signInn';
  expect([key, misspelt]).toEqual(['actions.signIn', 'actions.signInn']);
});

// What the remotes' route declarations label their links with (RouteDeclaration<CommonKey>).
test('CommonKey is a dotted path to a common text, nothing else', () => {
  const label: CommonKey = 'nav.contactUs';
  // @ts-expect-error: a misspelt label is no common key
  const misspelt: CommonKey = 'nav.contactUz';
  // @ts-expect-error: a group is not a text
  const group: CommonKey = 'nav';
  expect([label, misspelt, group]).toEqual(['nav.contactUs', 'nav.contactUz', 'nav']);
});
