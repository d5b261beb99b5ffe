import { readFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname } from 'node:path';
import { CHAKRA_SYSTEM_MODULE, lazyGlobalCss } from './chakra-lazy-global';

const esm = require.resolve('@chakra-ui/react').replace(/cjs[\\/]index\.cjs$/, 'esm/styled-system/system.js');
const cjs = esm.replace(/esm([\\/]styled-system[\\/])system\.js$/, 'cjs$1system.cjs');

/** Chakra's CommonJS createSystem with the loader's change, loaded beside the original. */
function patchedCreateSystem(): typeof import('@chakra-ui/react').createSystem {
  const patched = new Module(cjs) as Module & { _compile(code: string, file: string): void };
  patched.filename = cjs;
  patched.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    dirname(cjs),
  );
  patched._compile(lazyGlobalCss(readFileSync(cjs, 'utf8')), cjs);
  return (patched.exports as typeof import('@chakra-ui/react')).createSystem;
}

test('the loader applies to the module webpack bundles, and changes it', () => {
  expect(CHAKRA_SYSTEM_MODULE.test(esm)).toBe(true);
  const source = readFileSync(esm, 'utf8');
  expect(lazyGlobalCss(source)).not.toBe(source);
  expect(lazyGlobalCss(source)).toContain('get _global()');
});

test('a system builds the same global CSS, on first read instead of at creation', () => {
  const { createSystem, defaultConfig } =
    jest.requireActual<typeof import('@chakra-ui/react')>('@chakra-ui/react');
  const lazy = patchedCreateSystem()(defaultConfig);
  expect(typeof Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBe('function');
  const eager = createSystem(defaultConfig);
  expect(JSON.stringify(lazy._global)).toBe(JSON.stringify(eager._global));
  expect(lazy._global).toBe(lazy._global);
});

test('a Chakra whose createSystem changed fails the build', () => {
  expect(() => lazyGlobalCss('export function createSystem() {}')).toThrow(/Chakra upgraded/);
});
