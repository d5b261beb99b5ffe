import { isApiRequestError, streamsApi } from '@premieres/api-client';
import { SCREEN_LIMIT_REACHED, STREAM_ENDED, STREAM_HEARTBEAT_SECONDS } from '@premieres/contracts';
import { useEffect, useState } from 'react';

/** Why this device lost its screen while the player was open. */
export type StreamLoss = 'screens' | 'ended' | null;

/**
 * Keeps the grant's screen while the player shows it: a heartbeat every STREAM_HEARTBEAT_SECONDS,
 * and a stop (keepalive, so it outlives the dialog) when it closes. A failed beat for lack of
 * network is ignored: the next one takes the screen back if it is still free.
 */
export function useStreamKeeper(streamId: string | undefined): StreamLoss {
  const [loss, setLoss] = useState<{ streamId: string; loss: StreamLoss } | null>(null);
  useEffect(() => {
    if (!streamId) return;
    let open = true;
    const beat = () =>
      streamsApi.heartbeat(streamId).catch((error: unknown) => {
        if (!open || !isApiRequestError(error)) return;
        const loss =
          error.code === SCREEN_LIMIT_REACHED ? 'screens' : error.code === STREAM_ENDED ? 'ended' : null;
        if (!loss) return;
        // Lost for good: no more beats until Try again asks for a new grant.
        clearInterval(timer);
        setLoss({ streamId, loss });
      });
    const timer = setInterval(beat, STREAM_HEARTBEAT_SECONDS * 1000);
    return () => {
      open = false;
      clearInterval(timer);
      streamsApi.stop(streamId, { keepalive: true }).catch(() => undefined);
    };
  }, [streamId]);
  return loss !== null && loss.streamId === streamId ? loss.loss : null;
}
