import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StyleCacheProvider } from './StyleCacheProvider';
import { system } from './system';

/** Chakra with the premieres dark theme, its styles nonced. Render once at the root (the shell). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <StyleCacheProvider>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </StyleCacheProvider>
  );
}
