import type { LandingKey } from './keys';

// The check is the compiler's (npm run typecheck, i18next.d.ts): a key missing from the landing
// namespace's English strings does not compile.
test('t() keys of the landing namespace are typed', () => {
  const key: LandingKey = 'emailBox.prompt';
  // @ts-expect-error: a misspelt key is not a LandingKey
  const misspelt: LandingKey = 'emailBox.promptt';
  expect([key, misspelt]).toEqual(['emailBox.prompt', 'emailBox.promptt']);
});
