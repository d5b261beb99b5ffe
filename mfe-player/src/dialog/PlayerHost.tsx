import { ChakraProvider } from '@chakra-ui/react';
import { dialogSlotRecipe, menuSlotRecipe } from '@chakra-ui/react/theme';
import { usePlayerStore } from '@premieres/player-store';
import { addSlotRecipes, StyleCacheProvider, system } from '@premieres/ui';
import { loadUiKit, UiIsland } from '@premieres/ui/plain/ui-island';
import { useEffect, useState } from 'react';
import '../i18n';
import { usePrefetchHls } from '../stream/usePrefetchHls';
import { PlayerDialog } from './PlayerDialog';
import { usePlayerRequest } from './usePlayerRequest';

// The recipes of the heavy parts this remote bundles, into the page's system (so the UI kit's chunk
// need not carry them). Optional call: a shell released before addSlotRecipes has them already.
addSlotRecipes?.({ dialog: dialogSlotRecipe, menu: menuSlotRecipe });

/**
 * Exposed as `mfe-player/PlayerHost`. The shell mounts it once (on Play intent, or when the player
 * store first opens); it renders the dialog whenever the shared player store says open (just after
 * the opening click has painted: usePlayerRequest). Nothing is drawn until the first open: the
 * dialog then draws in a UI-kit island (the page itself may be drawn without the kit, issue 28),
 * under this remote's own ChakraProvider with the shared theme (Chakra is bundled per remote).
 */
export default function PlayerHost() {
  const request = usePlayerRequest();
  const close = usePlayerStore((state) => state.close);
  const [opened, setOpened] = useState(request !== null);
  usePrefetchHls();
  // Mounted on Play intent: the kit's provider is ready by the click.
  useEffect(() => void loadUiKit().catch(() => undefined), []);
  useEffect(() => {
    if (request !== null) setOpened(true);
  }, [request]);
  if (!opened) return null;
  return (
    <UiIsland>
      <StyleCacheProvider>
        <ChakraProvider value={system}>
          <PlayerDialog request={request} onClose={close} />
        </ChakraProvider>
      </StyleCacheProvider>
    </UiIsland>
  );
}
