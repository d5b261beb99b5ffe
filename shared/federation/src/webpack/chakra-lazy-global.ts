// Chakra's createSystem (@chakra-ui/react 3.37, styled-system/system.js) builds `_global`, the
// CSS ChakraProvider inserts, as it creates the system: ~40% of its cost, run while the UI kit's
// chunk evaluates. Where the page links that CSS built at build time (@premieres/ui global-css),
// nothing reads `_global`, so this loader makes it a getter that builds it on first read.
// Same result for any reader; it fails the build if Chakra's source no longer has these lines.

/** Chakra's module this loader applies to. */
export const CHAKRA_SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const FIELD = /\n(\s*)_global,\n/;
const GETTER =
  '\n$1get _global() {\n$1  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1},\n';

/** Chakra's system module with `_global` built on first read. */
export function lazyGlobalCss(source: string): string {
  if (!source.includes(EAGER) || !FIELD.test(source)) {
    throw new Error(
      'chakra-lazy-global: createSystem no longer builds `_global` as expected (Chakra upgraded?)',
    );
  }
  return source.replace(EAGER, LAZY).replace(FIELD, GETTER);
}

/** The webpack loader. */
export default function chakraLazyGlobalLoader(source: string): string {
  return lazyGlobalCss(source);
}
