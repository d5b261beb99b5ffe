import type { StreamHeartbeat } from '@premieres/contracts';
import { call } from './http';

const streamPath = (streamId: string) => `playback/streams/${encodeURIComponent(streamId)}`;

/**
 * The screen a playback grant opened (`grant.streamId`): the player beats every
 * STREAM_HEARTBEAT_SECONDS while open and stops it on close. A lost screen rejects with code
 * SCREEN_LIMIT_REACHED or STREAM_ENDED.
 */
export const streamsApi = {
  heartbeat: (streamId: string): Promise<StreamHeartbeat> =>
    call((c) => c.post(`${streamPath(streamId)}/heartbeat`).json()),
  /** `keepalive`: the stop outlives the dialog or page closing. */
  stop: async (streamId: string, options: { keepalive?: boolean } = {}): Promise<void> => {
    await call((c) => c.delete(streamPath(streamId), { keepalive: options.keepalive ?? false }));
  },
};
