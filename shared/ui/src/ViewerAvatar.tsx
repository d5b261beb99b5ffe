import { Box } from '@chakra-ui/react';
import type { ViewerAvatar as AvatarName } from '@premieres/contracts';
import { Bird, Cat, Flower2, Moon, Rocket, Star, Sun, Wind } from 'lucide-react';

/** The fixed avatar set of viewer profiles (contracts' VIEWER_AVATARS): an icon and a colour each. */
const AVATARS: Record<AvatarName, { Icon: typeof Sun; bg: string }> = {
  sun: { Icon: Sun, bg: 'orange.500' },
  moon: { Icon: Moon, bg: 'purple.600' },
  star: { Icon: Star, bg: 'yellow.600' },
  rocket: { Icon: Rocket, bg: 'blue.600' },
  tiger: { Icon: Cat, bg: 'red.600' },
  peacock: { Icon: Bird, bg: 'teal.600' },
  lotus: { Icon: Flower2, bg: 'pink.600' },
  kite: { Icon: Wind, bg: 'green.600' },
};

export interface ViewerAvatarProps {
  avatar: AvatarName;
  /** Edge length in pixels. */
  size?: number;
}

export function ViewerAvatar({ avatar, size = 112 }: ViewerAvatarProps) {
  const { Icon, bg } = AVATARS[avatar] ?? AVATARS.sun;
  return (
    <Box
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="lg"
      bg={bg}
      display="flex"
      alignItems="center"
      justifyContent="center"
      color="white"
      flexShrink={0}
      data-avatar={avatar}
    >
      <Icon size={Math.round(size * 0.45)} aria-hidden="true" />
    </Box>
  );
}
