import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { linkedGlobalCssHref } from './global-css/linked-global-css';
import { StyleCacheProvider } from './StyleCacheProvider';
import { system } from './system';

const globalCssHref = linkedGlobalCssHref();

/**
 * Chakra with the premieres dark theme, its styles nonced. Render once at the root (the shell).
 * Where the document links the built global stylesheet, the provider renders it as a React
 * stylesheet resource: React puts it in <head> (before emotion's styles, so its layer order comes
 * first) and holds the UI kit's first commit until it has loaded (the document preloads it).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <StyleCacheProvider>
      {globalCssHref ? <link rel="stylesheet" href={globalCssHref} precedence="ui-kit" /> : null}
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </StyleCacheProvider>
  );
}
