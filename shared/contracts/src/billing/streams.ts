import { type Static, Type } from 'typebox';
import { RecordIdSchema } from '../admin/common';

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
