import { DEFAULT_CERTIFICATION } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import { SAMPLE_RECORDS } from './sample-records';

/**
 * Gives titles stored before certifications existed a class: the sample titles their sample
 * value, every other one the default class. Only documents without the field are touched,
 * so a class set by staff is never overwritten and running it again changes nothing.
 */
export async function backfillCertification(db: Connection): Promise<number> {
  const Movies = movieModel(db);
  const missing = { certification: { $exists: false } };
  if ((await Movies.countDocuments(missing)) === 0) return 0;
  let updated = 0;
  for (const sample of SAMPLE_RECORDS) {
    const result = await Movies.updateOne(
      { _id: sample._id, ...missing },
      { $set: { certification: sample.certification } },
    );
    updated += result.modifiedCount;
  }
  const rest = await Movies.updateMany(missing, { $set: { certification: DEFAULT_CERTIFICATION } });
  return updated + rest.modifiedCount;
}
