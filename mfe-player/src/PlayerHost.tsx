import { ChakraProvider } from '@chakra-ui/react';
import { usePlayerStore } from '@premieres/player-store';
import { system } from '@premieres/ui';
import './i18n';
import { PlayerDialog } from './PlayerDialog';
import { usePrefetchHls } from './stream/usePrefetchHls';

/**
 * Exposed as `mfe-player/PlayerHost`. The shell mounts it once (lazily, when the player store
 * first opens); it renders the dialog whenever the shared player store says open. Chakra is
 * bundled per remote, hence the provider with the shared theme.
 */
export default function PlayerHost() {
  const request = usePlayerStore((state) => (state.isOpen ? state.request : null));
  const close = usePlayerStore((state) => state.close);
  usePrefetchHls();
  return (
    <ChakraProvider value={system}>
      <PlayerDialog request={request} onClose={close} />
    </ChakraProvider>
  );
}
