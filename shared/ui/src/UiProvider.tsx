import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GlobalStylesheet } from './plain/GlobalStylesheet';
import { StyleCacheProvider } from './StyleCacheProvider';
import { system } from './system';

/**
 * Chakra with the premieres dark theme, its styles nonced, and the built global stylesheet where
 * the document links it (GlobalStylesheet). Rendered by the shell around the pages drawn with the
 * kit, and by each UiIsland on pages drawn without it.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <StyleCacheProvider>
      <GlobalStylesheet />
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </StyleCacheProvider>
  );
}
