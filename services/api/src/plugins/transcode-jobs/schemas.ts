import { Type } from 'typebox';

// The job's shape is a contract: the admin panel's types come from the same schema.
export { TranscodeJobListSchema, TranscodeJobSchema } from '@premieres/contracts';

export const JobIdParams = Type.Object({ id: Type.String({ minLength: 3, maxLength: 80 }) });

export const SubtitleParams = Type.Object({
  id: Type.String({ minLength: 3, maxLength: 80 }),
  language: Type.String({ minLength: 2, maxLength: 2 }),
});
