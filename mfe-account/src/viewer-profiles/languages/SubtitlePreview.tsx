import { Box, Text } from '@chakra-ui/react';
import type { SubtitleBackground, SubtitleSize } from '@premieres/contracts';

const FONT: Record<SubtitleSize, string> = { small: '14px', medium: '17px', large: '22px' };

/** A sample line over a dark picture, in the chosen size and background. */
export function SubtitlePreview({
  size,
  background,
  text,
}: {
  size: SubtitleSize;
  background: SubtitleBackground;
  text: string;
}) {
  return (
    <Box bg="gray.700" borderRadius="md" p="4" textAlign="center" aria-hidden="true">
      <Text
        as="span"
        color="white"
        fontSize={FONT[size] ?? FONT.medium}
        px={background === 'box' ? '1.5' : '0'}
        bg={background === 'box' ? 'blackAlpha.800' : 'transparent'}
        textShadow={background === 'shadow' ? '0 0 2px black, 1px 1px 3px black' : 'none'}
      >
        {text}
      </Text>
    </Box>
  );
}
