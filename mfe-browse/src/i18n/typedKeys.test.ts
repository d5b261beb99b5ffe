import type { BrowseKey } from './keys';

// The check is the compiler's (npm run typecheck, i18next.d.ts): a key missing from the browse
// namespace's English strings (with its episodes and downloads sections) does not compile.
test('t() keys of the browse namespace are typed', () => {
  const key: BrowseKey = 'myList.rows.recentlyAdded';
  // @ts-expect-error: a misspelt key is not a BrowseKey
  const misspelt: BrowseKey = 'myList.rows.recentlyAded';
  expect([key, misspelt]).toEqual(['myList.rows.recentlyAdded', 'myList.rows.recentlyAded']);
});
