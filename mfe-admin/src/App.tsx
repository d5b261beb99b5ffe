import { ChakraProvider } from '@chakra-ui/react';
import { dialogSlotRecipe, fieldSlotRecipe, progressSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes, PageSpinner, StyleCacheProvider, system } from '@premieres/ui';
import { QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useContext } from 'react';
import { AdminRoutes } from './AdminRoutes';
import './i18n';

// The recipes of the heavy parts this remote bundles, into the page's system (so the UI kit's chunk
// need not carry them). Optional call: a shell released before addSlotRecipes has them already.
addSlotRecipes?.({ dialog: dialogSlotRecipe, field: fieldSlotRecipe, progress: progressSlotRecipe });

/**
 * Exposed as `mfe-admin/App`, rendered by the shell for /admin/*. The panel needs heavy Chakra
 * parts (Dialog, Checkbox, Progress...), bundled here with this remote's own provider over the
 * shared theme (see shared/ui/README.md).
 */
export default function App() {
  return (
    <StyleCacheProvider>
      <ChakraProvider value={system}>
        <AdminQueries>
          <AdminRoutes />
        </AdminQueries>
      </ChakraProvider>
    </StyleCacheProvider>
  );
}

/** Only without the shell (the remote run alone): its own chunk, off the panel's first load. */
const OwnQueries = lazy(() => import('./api/OwnQueries'));

/** The shell's QueryClient when it has one, else the panel's own with the spec's figures. */
function AdminQueries({ children }: { children: ReactNode }) {
  const shellClient = useContext(QueryClientContext);
  if (shellClient) return children;
  return (
    <Suspense fallback={<PageSpinner />}>
      <OwnQueries>{children}</OwnQueries>
    </Suspense>
  );
}
