import type { SubtitleBackground, SubtitleSize } from '@premieres/contracts';

/** Share of the picture's height one line of cue text takes, by size setting. */
const HEIGHT_SHARE: Record<SubtitleSize, number> = { small: 0.04, medium: 0.05, large: 0.065 };
/** The smallest legible size on a 360-px phone (the picture is ~200 px tall there). */
const MIN_PX: Record<SubtitleSize, number> = { small: 12, medium: 14, large: 17 };

/** Cue text size in px for a picture `videoHeight` tall: scales up to a TV, never below legible. */
export function cueFontSize(size: SubtitleSize, videoHeight: number): number {
  return Math.round(Math.max(MIN_PX[size], videoHeight * HEIGHT_SHARE[size]));
}

/** The look of the background setting: none, an outline shadow, or a dark box. */
export function cueBackground(background: SubtitleBackground) {
  switch (background) {
    case 'none':
      return { bg: 'transparent', textShadow: 'none' };
    case 'shadow':
      return {
        bg: 'transparent',
        textShadow: '0 0 2px black, 0 0 2px black, 1px 1px 3px black, -1px -1px 3px black',
      };
    case 'box':
      return { bg: 'rgba(0, 0, 0, 0.8)', textShadow: 'none' };
  }
}
