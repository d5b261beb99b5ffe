import { ChakraProvider } from '@chakra-ui/react';
import { StyleCacheProvider, system } from '@premieres/ui';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { AdminRoutes } from './AdminRoutes';
import { createAdminQueryClient } from './api/queryClient';
import './i18n';

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

/** The shell's QueryClient when it has one, else the panel's own with the spec's figures. */
function AdminQueries({ children }: { children: ReactNode }) {
  const shellClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (shellClient ? null : createAdminQueryClient()));
  return ownClient ? <QueryClientProvider client={ownClient}>{children}</QueryClientProvider> : children;
}
