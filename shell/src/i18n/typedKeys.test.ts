import type { CommonKey, ShellKey } from './keys';

// The check is the compiler's (npm run typecheck, i18next.d.ts): a key missing from the shell's
// English strings, or from the common ones, does not compile.
test('t() keys of the shell and common namespaces are typed', () => {
  const key: ShellKey = 'header.mainNavigation';
  // @ts-expect-error: a misspelt key is not a ShellKey
  const misspelt: ShellKey = 'header.mainNavigaton';
  // @ts-expect-error: a common key is not a shell one
  const otherNamespace: ShellKey = 'nav.home';
  const common: CommonKey = 'nav.home';
  expect([key, misspelt, otherNamespace, common]).toEqual([
    'header.mainNavigation',
    'header.mainNavigaton',
    'nav.home',
    'nav.home',
  ]);
});
