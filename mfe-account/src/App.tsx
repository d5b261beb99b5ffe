import { ChakraProvider } from '@chakra-ui/react';
import {
  dialogSlotRecipe,
  fieldSlotRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';
import { addSlotRecipes, StyleCacheProvider, system } from '@premieres/ui';
import { AccountRoutes } from './AccountRoutes';
import { AccountQueryProvider } from './api/AccountQueryProvider';
import { registerAccountStrings } from './i18n';

registerAccountStrings();
// The recipes of the heavy parts this remote bundles, into the page's system (so the UI kit's chunk
// need not carry them). Optional call: a shell released before addSlotRecipes has them already.
addSlotRecipes?.({
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
});

/**
 * mfe-account's exposed './App', rendered by the shell inside its BrowserRouter for the paths in
 * routes.ts. Chakra is bundled per remote (Dialog, Tabs, Field...), so this remote brings its
 * own provider with the shared theme; one copy throughout keeps Field/Input contexts together.
 * Reads go through the shell's QueryClient (api/).
 */
export default function App() {
  return (
    <StyleCacheProvider>
      <ChakraProvider value={system}>
        <AccountQueryProvider>
          <AccountRoutes />
        </AccountQueryProvider>
      </ChakraProvider>
    </StyleCacheProvider>
  );
}
