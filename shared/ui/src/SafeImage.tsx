import { Image, type ImageProps } from '@chakra-ui/react';
import { PLACEHOLDER_IMAGE } from '@premieres/contracts';
import { type SyntheticEvent, useCallback } from 'react';
import { swapToPlaceholder } from './plain/placeholder';

export { PLACEHOLDER_IMAGE };

/** An image that falls back to the placeholder when its source is empty or fails to load. */
export function SafeImage({ src, onError, ...rest }: ImageProps) {
  const handleError = useCallback(
    (event: SyntheticEvent<HTMLImageElement, Event>) => {
      swapToPlaceholder(event.currentTarget);
      onError?.(event);
    },
    [onError],
  );
  return <Image src={src || PLACEHOLDER_IMAGE} onError={handleError} {...rest} />;
}

/** A plain placeholder picture (e.g. an empty slot). */
export function PlaceholderImage(props: Omit<ImageProps, 'src'>) {
  return <Image src={PLACEHOLDER_IMAGE} {...props} />;
}
