import { Box } from '@chakra-ui/react';
import type { ViewerAvatar as AvatarName } from '@premieres/contracts';
import { VIEWER_AVATAR_LOOKS } from './plain/viewer-avatars';

export interface ViewerAvatarProps {
  avatar: AvatarName;
  /** Edge length in pixels. */
  size?: number;
}

export function ViewerAvatar({ avatar, size = 112 }: ViewerAvatarProps) {
  const { Icon, colour } = VIEWER_AVATAR_LOOKS[avatar] ?? VIEWER_AVATAR_LOOKS.sun;
  return (
    <Box
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="lg"
      bg={colour}
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
