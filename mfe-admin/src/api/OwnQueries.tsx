import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createAdminQueryClient } from './queryClient';

/** The panel's own QueryClient, for a page without the shell's (the remote run alone). */
export default function OwnQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
