import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';

/**
 * The shell's QueryClient when it provides one (the remote in the app); else a client of its own
 * (the remote run alone, and tests), as mfe-browse does.
 */
export function AccountQueryProvider({ children }: { children: ReactNode }) {
  const shellClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (shellClient ? null : new QueryClient()));
  return ownClient ? <QueryClientProvider client={ownClient}>{children}</QueryClientProvider> : children;
}
