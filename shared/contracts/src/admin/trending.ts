import { type Static, Type } from 'typebox';
import { TRENDING_MAX } from '../constants';
import { Nullable, RecordIdSchema } from './common';

/** A filled slot of the trending manager. */
export const TrendingSlotSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  thumbnail: Nullable(Type.String()),
});
export type TrendingSlot = Static<typeof TrendingSlotSchema>;

/** GET/PUT answer: exactly TRENDING_MAX slots, index 0 = position 1. */
export const TrendingSlotsSchema = Type.Object({
  slots: Type.Array(Nullable(TrendingSlotSchema), { minItems: TRENDING_MAX, maxItems: TRENDING_MAX }),
});
export type TrendingSlots = Static<typeof TrendingSlotsSchema>;

/** PUT body: the whole order at once, movie ids or null; no id twice. */
export const TrendingSaveSchema = Type.Object(
  { slots: Type.Array(Nullable(RecordIdSchema), { minItems: TRENDING_MAX, maxItems: TRENDING_MAX }) },
  { additionalProperties: false },
);
export type TrendingSave = Static<typeof TrendingSaveSchema>;
