import { type Static, Type } from 'typebox';
import { RecordIdSchema } from '../admin/common';

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

/**
 * A random id the player keeps per browser: the same device opening the player again takes its own
 * screen back instead of a second one. Without it, the account's device-less calls share one screen.
 */
export const DeviceIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
export const PlaybackGrantQuerySchema = Type.Object({
  device: Type.Optional(DeviceIdSchema),
  /** A series' episode: the series is the gate (ceiling), the episode names the media. */
  episode: Type.Optional(RecordIdSchema),
});
export type PlaybackGrantQuery = Static<typeof PlaybackGrantQuerySchema>;

export const StreamParamsSchema = Type.Object({ streamId: Type.String({ pattern: '^[a-f0-9]{32}$' }) });

/** Answer of a heartbeat: when the stream expires if no other heartbeat comes. */
export const StreamHeartbeatSchema = Type.Object({ expiresAt: Type.String({ format: 'date-time' }) });
export type StreamHeartbeat = Static<typeof StreamHeartbeatSchema>;
