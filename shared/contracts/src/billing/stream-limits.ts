// Screens and stream codes, apart from the schemas (streams.ts): the browser imports these, and a
// module that builds TypeBox schemas as it loads would bring TypeBox into the browser's bundles
// (issues 28, 29).

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

/** The spec's sentence for a refused device; the browser translates the code. */
export const screenLimitMessage = (screens: number) =>
  `Your plan allows ${screens} ${screens === 1 ? 'screen' : 'screens'} at a time. Stop watching on another device to watch here.`;
