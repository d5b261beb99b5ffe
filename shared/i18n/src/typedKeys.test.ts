import type { ParseKeys } from 'i18next';

// The check is the compiler's (npm run typecheck, src/i18next.d.ts): a key missing from the
// common English strings does not compile.
test('t() keys of the common namespace are typed', () => {
  const key: ParseKeys<'common'> = 'actions.signIn';
  // @ts-expect-error: a misspelt key is not a common key
  const misspelt: ParseKeys<'common'> = 'actions.signInn';
  expect([key, misspelt]).toEqual(['actions.signIn', 'actions.signInn']);
});
