import type { ViewerAvatar } from '@premieres/contracts';

/** Each viewer avatar's colour, as the kit's ViewerAvatar draws it (a theme colour token). */
export const AVATAR_COLOURS: Record<ViewerAvatar, string> = {
  sun: 'orange-500',
  moon: 'purple-600',
  star: 'yellow-600',
  rocket: 'blue-600',
  tiger: 'red-600',
  peacock: 'teal-600',
  lotus: 'pink-600',
  kite: 'green-600',
};
