import { isApiRequestError, playbackApi } from '@premieres/api-client';
import {
  BILLING_ERROR_CODES,
  MEDIA_NOT_READY,
  type PlaybackGrant,
  SCREEN_LIMIT_REACHED,
} from '@premieres/contracts';
import { useEffect, useState } from 'react';
import { deviceId } from '../stream/deviceId';

export type GrantState =
  | { kind: 'loading' }
  | { kind: 'ready'; grant: PlaybackGrant }
  /** Not a subscriber (403 SUBSCRIPTION_REQUIRED) or not signed in (401): the plans upsell. */
  | { kind: 'upsell'; signedIn: boolean }
  /** The title's stream is still being transcoded (409 MEDIA_NOT_READY). */
  | { kind: 'preparing' }
  /** Every screen of the plan is in use on other devices (409 SCREEN_LIMIT_REACHED). */
  | { kind: 'screens' }
  /** No answer from the API. */
  | { kind: 'network' }
  | { kind: 'unavailable' };

/**
 * Asks the API for the title's signed content URL. The server decides who may watch (its clock,
 * its subscription record); a refusal becomes the upsell, never an error screen.
 */
export function useContentGrant(movieId: string, attempt = 0, episodeId?: string): GrantState {
  const [state, setState] = useState<{ key: string; value: GrantState } | null>(null);
  const key = `${movieId}#${episodeId ?? ''}#${attempt}`;
  useEffect(() => {
    let current = true;
    playbackApi
      .grant(movieId, { device: deviceId(), ...(episodeId ? { episode: episodeId } : {}) })
      .then((grant) => ({ kind: 'ready', grant }) as const)
      .catch((error: unknown): GrantState => {
        if (isApiRequestError(error) && error.code === BILLING_ERROR_CODES.subscriptionRequired) {
          return { kind: 'upsell', signedIn: true };
        }
        if (isApiRequestError(error) && error.statusCode === 401) return { kind: 'upsell', signedIn: false };
        if (isApiRequestError(error) && error.code === MEDIA_NOT_READY) return { kind: 'preparing' };
        if (isApiRequestError(error) && error.code === SCREEN_LIMIT_REACHED) return { kind: 'screens' };
        if (!isApiRequestError(error) || error.statusCode === 0 || error.statusCode >= 500) {
          return { kind: 'network' };
        }
        return { kind: 'unavailable' };
      })
      .then((value) => {
        if (current) setState({ key, value });
      });
    return () => {
      current = false;
    };
  }, [movieId, episodeId, key]);
  return state?.key === key ? state.value : { kind: 'loading' };
}
