import { randomBytes } from 'node:crypto';
import { SCREEN_LIMIT_REACHED, STREAM_ENDED, STREAM_EXPIRY_SECONDS, screenLimit } from '@premieres/contracts';
import { type Connection, Types } from 'mongoose';
import { AppError } from '../../../core/errors';
import { type AccountStreamsDoc, accountStreamsModel, type StreamEntry } from './stream-model';

/** Device-less calls (scripts, older players) of one account share this one screen. */
export const UNNAMED_DEVICE = 'unnamed';
const WRITE_ATTEMPTS = 8;
/** A silent stream stays listed this long (not counted), so its device learns why it lost its screen. */
const FORGET_AFTER_MS = 6 * 60 * 60 * 1000;

export const streamExpiresAt = (seenAt: Date) => new Date(seenAt.getTime() + STREAM_EXPIRY_SECONDS * 1000);
const isLive = (stream: StreamEntry, now: Date) => streamExpiresAt(stream.seen_at).getTime() > now.getTime();

const limitReached = (screens: number) => {
  const { id, values } = screenLimit(screens);
  return AppError.message(409, SCREEN_LIMIT_REACHED, id, { values });
};
const ended = () => AppError.message(409, STREAM_ENDED, 'playback.streamEnded');

/**
 * Reads the account's streams, lets `change` compute the new list (or refuse by throwing), and
 * writes it only if nobody else wrote in between; on a conflict it reads again. `create: false`
 * never makes a document (stopping an unknown stream changes nothing).
 */
async function mutate<T>(
  db: Connection,
  userId: string,
  change: (streams: StreamEntry[]) => { streams: StreamEntry[]; result: T },
  create = true,
): Promise<T> {
  const Streams = accountStreamsModel(db);
  const _id = new Types.ObjectId(userId);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const doc: AccountStreamsDoc | null = await Streams.findById(_id).lean();
    const { streams, result } = change(doc?.streams ?? []);
    if (!doc) {
      if (!create) return result;
      try {
        await Streams.create({ _id, streams, rev: 1 });
        return result;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) continue;
        throw error;
      }
    }
    const written = await Streams.updateOne({ _id, rev: doc.rev }, { $set: { streams, rev: doc.rev + 1 } });
    if (written.matchedCount === 1) return result;
  }
  throw AppError.message(503, 'STREAMS_BUSY', 'playback.streamsBusy');
}

export interface OpenStream {
  userId: string;
  device: string | undefined;
  movieId: string;
  profileId: string | null;
  screens: number;
  now: Date;
}

/**
 * Opens the stream of a playback grant. The same device opening the player again replaces its own
 * stream; a new device beyond the plan's screens is refused (409 SCREEN_LIMIT_REACHED).
 * Streams silent for hours are forgotten on the way.
 */
export async function openStream(db: Connection, input: OpenStream): Promise<StreamEntry> {
  const device = input.device ?? UNNAMED_DEVICE;
  return mutate(db, input.userId, (current) => {
    const recent = (s: StreamEntry) => input.now.getTime() - s.seen_at.getTime() < FORGET_AFTER_MS;
    const others = current.filter((s) => s.device !== device && recent(s));
    if (others.filter((s) => isLive(s, input.now)).length >= input.screens) throw limitReached(input.screens);
    const stream: StreamEntry = {
      stream_id: randomBytes(16).toString('hex'),
      device,
      movie_id: input.movieId,
      viewer_profile_id: input.profileId ? new Types.ObjectId(input.profileId) : null,
      opened_at: input.now,
      seen_at: input.now,
    };
    return { streams: [...others, stream], result: stream };
  });
}

/**
 * A heartbeat keeps the stream's screen. One that expired (a sleeping laptop) takes its screen
 * back if one is free, else is refused like a new device; one replaced or stopped has ended.
 */
export async function touchStream(
  db: Connection,
  userId: string,
  streamId: string,
  screens: number,
  now: Date,
): Promise<Date> {
  return mutate(
    db,
    userId,
    (current) => {
      const stream = current.find((s) => s.stream_id === streamId);
      if (!stream) throw ended();
      const others = current.filter((s) => s !== stream);
      const taken = others.filter((s) => isLive(s, now)).length;
      if (!isLive(stream, now) && taken >= screens) throw limitReached(screens);
      return { streams: [...others, { ...stream, seen_at: now }], result: streamExpiresAt(now) };
    },
    false,
  );
}

/** Frees the stream's screen (the player closed). Unknown or already ended: nothing to do. */
export async function stopStream(db: Connection, userId: string, streamId: string): Promise<void> {
  await mutate(
    db,
    userId,
    (current) => ({ streams: current.filter((s) => s.stream_id !== streamId), result: undefined }),
    false,
  );
}
