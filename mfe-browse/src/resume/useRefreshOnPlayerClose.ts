import { onPlayerClosed } from '@premieres/player-store';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Reads a query again each time the player closes a title (after its last position is saved),
 * so a row of positions on the page behind the dialog is current without a reload. The signal
 * comes through the shared player store: browse never imports player code.
 */
export function useRefreshOnPlayerClose(queryKey: QueryKey): void {
  const client = useQueryClient();
  // The latest key (profile switches change it) without subscribing again on every render.
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => onPlayerClosed(() => void client.invalidateQueries({ queryKey: key.current })), [client]);
}
