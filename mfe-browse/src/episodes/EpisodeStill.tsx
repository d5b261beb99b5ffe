import { Box, SafeImage } from '@premieres/ui';
import { Film } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An episode's still (a frame of its video) at 16:9, or a plain placeholder until the episode has
 * one; `children` (the Play button) sit over its middle. Decorative: the episode's name is beside it.
 */
export function EpisodeStill({
  stillUrl,
  children,
}: {
  stillUrl: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      position="relative"
      flexShrink={0}
      width={{ base: '28', sm: '40' }}
      aspectRatio="16 / 9"
      rounded="sm"
      overflow="hidden"
      bg="bg.muted"
    >
      {stillUrl ? (
        <SafeImage
          src={stillUrl}
          alt=""
          loading="lazy"
          width="100%"
          height="100%"
          objectFit="cover"
          data-testid="episode-still"
        />
      ) : (
        <Box
          data-testid="episode-still-placeholder"
          display="flex"
          alignItems="center"
          justifyContent="center"
          height="100%"
          color="fg.subtle"
        >
          <Film aria-hidden="true" />
        </Box>
      )}
      <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
        {children}
      </Box>
    </Box>
  );
}
