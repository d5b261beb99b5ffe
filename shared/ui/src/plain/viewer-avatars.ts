// Plain (no UI kit): imported by path. The kit's ViewerAvatar and the shell's plain header avatar
// draw from this one table.
import type { ViewerAvatar } from '@premieres/contracts';
import { Bird, Cat, Flower2, Moon, Rocket, Star, Sun, Wind } from 'lucide-react';

/** The fixed avatar set of viewer profiles (contracts' VIEWER_AVATARS): an icon and a theme colour each. */
export const VIEWER_AVATAR_LOOKS: Record<ViewerAvatar, { Icon: typeof Sun; colour: string }> = {
  sun: { Icon: Sun, colour: 'orange.500' },
  moon: { Icon: Moon, colour: 'purple.600' },
  star: { Icon: Star, colour: 'yellow.600' },
  rocket: { Icon: Rocket, colour: 'blue.600' },
  tiger: { Icon: Cat, colour: 'red.600' },
  peacock: { Icon: Bird, colour: 'teal.600' },
  lotus: { Icon: Flower2, colour: 'pink.600' },
  kite: { Icon: Wind, colour: 'green.600' },
};

/** A colour token's CSS variable ('orange.500' → var(--chakra-colors-orange-500)). */
export const colourVariable = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
