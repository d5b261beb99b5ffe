import { ChakraProvider } from '@chakra-ui/react';
import { dialogSlotRecipe, menuSlotRecipe } from '@chakra-ui/react/theme';
import { usePlayerStore } from '@premieres/player-store';
import { addSlotRecipes, StyleCacheProvider, system } from '@premieres/ui';
import '../i18n';
import { usePrefetchHls } from '../stream/usePrefetchHls';
import { PlayerDialog } from './PlayerDialog';
import { usePlayerRequest } from './usePlayerRequest';

// The recipes of the heavy parts this remote bundles, into the page's system (so the UI kit's chunk
// need not carry them). Optional call: a shell released before addSlotRecipes has them already.
addSlotRecipes?.({ dialog: dialogSlotRecipe, menu: menuSlotRecipe });

/**
 * Exposed as `mfe-player/PlayerHost`. The shell mounts it once (lazily, when the player store
 * first opens); it renders the dialog whenever the shared player store says open (just after the
 * opening click has painted: usePlayerRequest). Chakra is
 * bundled per remote, hence the provider with the shared theme.
 */
export default function PlayerHost() {
  const request = usePlayerRequest();
  const close = usePlayerStore((state) => state.close);
  usePrefetchHls();
  return (
    <StyleCacheProvider>
      <ChakraProvider value={system}>
        <PlayerDialog request={request} onClose={close} />
      </ChakraProvider>
    </StyleCacheProvider>
  );
}
