import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import { CONTENT_BUCKET, mediaBucket } from '../../plugins/stored-files/buckets';
import { SAMPLE_MOVIES } from './sample-movies';
import { isLocalVideo } from './sample-records';

/**
 * Seed version 2 set a sample title's content_url to its own trailer clip and copied the clip into
 * the private content bucket, so Play served the trailer as the film. A database seeded then is
 * put right once: those sample titles lose that content_url (their film is the generated HLS
 * media) and the copies leave the content bucket. Titles staff gave another content keep it.
 */
export async function unlinkTrailerContent(db: Connection): Promise<number> {
  const clips = SAMPLE_MOVIES.flatMap((m) =>
    isLocalVideo(m.trailer) ? [{ id: m.id, clip: m.trailer }] : [],
  );
  const Movies = movieModel(db);
  let unlinked = 0;
  for (const { id, clip } of clips) {
    const result = await Movies.updateOne(
      { _id: id, content_url: clip, trailer_url: clip },
      { $set: { content_url: null } },
    );
    unlinked += result.modifiedCount;
  }
  const bucket = mediaBucket(db, CONTENT_BUCKET);
  for (const { clip } of clips) {
    if (await Movies.exists({ content_url: clip })) continue;
    for (const file of await bucket.find({ filename: clip }).toArray()) await bucket.delete(file._id);
  }
  return unlinked;
}
