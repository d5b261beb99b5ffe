import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import { SAMPLE_MOVIES } from './sample-movies';

/**
 * Seed version 4 gave every sample title its name in Devanagari and Malayalam script (search
 * finds titles typed in either). A database seeded before gets them once: only a sample title
 * still under its sample name, and only a name not set yet, so staff edits are never overwritten.
 */
export async function fillLocalTitles(db: Connection): Promise<number> {
  const Movies = movieModel(db);
  let filled = 0;
  for (const sample of SAMPLE_MOVIES) {
    for (const [field, value] of [
      ['title_hi', sample.title_hi],
      ['title_ml', sample.title_ml],
    ] as const) {
      // `null` matches a missing field too (titles stored before the field existed).
      const result = await Movies.updateOne(
        { _id: sample.id, title: sample.title, [field]: null },
        { $set: { [field]: value } },
      );
      filled += result.modifiedCount;
    }
  }
  return filled;
}
