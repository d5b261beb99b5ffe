// Screens and stream codes, apart from the schemas (streams.ts): the browser imports these, and a
// module that builds TypeBox schemas as it loads would bring TypeBox into the browser's bundles
// (issues 28, 29).
import { type MessageId, type MessageValues, messageText } from '../messages';

/**
 * Screens (spec §9: Basic 1, Standard 2, Premium 3): each playing device holds one stream, opened
 * with its playback grant, kept alive by the player's heartbeat and closed when the player closes.
 * One device more than the plan allows is refused (409 SCREEN_LIMIT_REACHED), never the oldest
 * stopped: nobody is cut off mid-film by someone else pressing Play.
 */
export const SCREEN_LIMIT_REACHED = 'SCREEN_LIMIT_REACHED';
/** Heartbeat of a stream no longer open (expired and its screen taken, or stopped). */
export const STREAM_ENDED = 'STREAM_ENDED';

/** How often the player tells the server it is still playing. */
export const STREAM_HEARTBEAT_SECONDS = 30;
/** A stream without a heartbeat for this long (server clock) frees its screen. */
export const STREAM_EXPIRY_SECONDS = 90;

/** The spec's sentence for a refused device: its id (one screen or more) and values. */
export function screenLimit(screens: number): { id: MessageId; values: MessageValues } {
  return { id: screens === 1 ? 'playback.screenLimitOne' : 'playback.screenLimit', values: { screens } };
}

/** The same sentence in English (the browser translates the code). */
export function screenLimitMessage(screens: number): string {
  const { id, values } = screenLimit(screens);
  return messageText(id, values);
}
