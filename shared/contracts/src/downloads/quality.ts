import { type Static, Type } from 'typebox';

/** 'standard': the 480p-ish rung; 'high': the best rung within the plan's quality cap. */
export const DOWNLOAD_QUALITIES = ['standard', 'high'] as const;
export const DownloadQualitySchema = Type.Enum(DOWNLOAD_QUALITIES);
export type DownloadQuality = Static<typeof DownloadQualitySchema>;

/** The rung height Standard aims at (the tallest rung at or below it). */
export const STANDARD_DOWNLOAD_LINES = 480;

/**
 * The rendition height each quality downloads, from the title's ladder heights and the plan's cap
 * (lines). 'high' is offered only when it is taller than 'standard'. Empty when nothing fits.
 */
export function downloadHeights(
  ladderHeights: readonly number[],
  planLines: number,
): Partial<Record<DownloadQuality, number>> {
  const within = [...ladderHeights].filter((h) => h <= planLines).sort((a, b) => a - b);
  if (within.length === 0) return {};
  const standard = [...within].reverse().find((h) => h <= STANDARD_DOWNLOAD_LINES) ?? within[0];
  const high = within[within.length - 1];
  if (standard === undefined || high === undefined) return {};
  return high > standard ? { standard, high } : { standard };
}
