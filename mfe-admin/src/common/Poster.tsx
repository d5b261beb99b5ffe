import { resolveThumbnailUrl } from '@premieres/contracts';
import { Image, type ImageProps } from '@premieres/ui';

/** A title's poster (record value resolved per spec §5); a failed load hides it (spec §8, admin). */
export function Poster({
  thumbnail,
  ...props
}: { thumbnail: string | null } & Omit<ImageProps, 'src' | 'alt'>) {
  return (
    <Image
      src={resolveThumbnailUrl(thumbnail)}
      alt=""
      objectFit="cover"
      rounded="sm"
      flexShrink="0"
      onError={(event) => {
        event.currentTarget.style.visibility = 'hidden';
      }}
      {...props}
    />
  );
}
