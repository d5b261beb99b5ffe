import { isApiRequestError, playbackApi } from '@premieres/api-client';
import { BILLING_ERROR_CODES, type PlaybackGrant } from '@premieres/contracts';
import { useEffect, useState } from 'react';

export type GrantState =
  | { kind: 'loading' }
  | { kind: 'ready'; grant: PlaybackGrant }
  /** Not a subscriber (403 SUBSCRIPTION_REQUIRED) or not signed in (401): the plans upsell. */
  | { kind: 'upsell'; signedIn: boolean }
  | { kind: 'unavailable' };

/**
 * Asks the API for the title's signed content URL. The server decides who may watch (its clock,
 * its subscription record); a refusal becomes the upsell, never an error screen.
 */
export function useContentGrant(movieId: string): GrantState {
  const [state, setState] = useState<{ movieId: string; value: GrantState } | null>(null);
  useEffect(() => {
    let current = true;
    playbackApi
      .grant(movieId)
      .then((grant) => ({ kind: 'ready', grant }) as const)
      .catch((error: unknown): GrantState => {
        if (isApiRequestError(error) && error.code === BILLING_ERROR_CODES.subscriptionRequired) {
          return { kind: 'upsell', signedIn: true };
        }
        if (isApiRequestError(error) && error.statusCode === 401) return { kind: 'upsell', signedIn: false };
        return { kind: 'unavailable' };
      })
      .then((value) => {
        if (current) setState({ movieId, value });
      });
    return () => {
      current = false;
    };
  }, [movieId]);
  return state?.movieId === movieId ? state.value : { kind: 'loading' };
}
