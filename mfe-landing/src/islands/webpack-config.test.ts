/**
 * @jest-environment node
 */
import type { WebpackConfig } from '@premieres/federation';
import configs from '../../webpack.config';

// `build` makes the remote first (its clean step empties dist/), then the islands bundle into it.
const [remote, islands] = configs as WebpackConfig[];

test('the islands bundle is a second, non-federated build on Preact inside the remote’s dist/', () => {
  expect(configs).toHaveLength(2);
  expect(remote?.output?.path).toMatch(/mfe-landing[\\/]dist$/);
  expect(islands?.output?.path).toMatch(/mfe-landing[\\/]dist[\\/]islands$/);
  expect(islands?.entry).toEqual({
    islands: './src/islands/index.tsx',
    'static-pages': './src/static-pages/index.ts',
    'speed-test': './src/static-pages/speed-test.ts',
  });
  const names = (islands?.plugins ?? []).map((plugin) => plugin?.constructor?.name);
  expect(names).not.toContain('ModuleFederationPlugin');
  expect(islands?.resolve?.alias).toMatchObject({
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/jsx-runtime',
  });
  // No react-router alias (the shared shim's internal entry): the islands never import the router.
  expect(Object.keys(islands?.resolve?.alias ?? {})).not.toContain('react-router-internal$');
});
