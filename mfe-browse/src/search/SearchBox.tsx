import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { createBrowseQueryClient } from '../queryClient';
import { HeaderSearchBox } from './HeaderSearchBox';
import '../i18n';

/**
 * Exposed as `mfe-browse/SearchBox`: the shell's header mounts it (and keeps its own plain box
 * when this remote cannot load), so browse asks the API as the member types and the shell names
 * no browse page. `defaultOpen`: the box starts open and focused (the shell mounts it when the
 * member has just opened the header's plain box, before it ran).
 */
export default function SearchBox({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <WithQueryClient>
      <HeaderSearchBox defaultOpen={defaultOpen} />
    </WithQueryClient>
  );
}

/** The shell's QueryClient when it has one (its header is under the UI kit), else browse's own. */
function WithQueryClient({ children }: { children: ReactNode }) {
  const shellClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (shellClient ? null : createBrowseQueryClient()));
  return ownClient ? <QueryClientProvider client={ownClient}>{children}</QueryClientProvider> : children;
}
