import type { MovieDisplay } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { AspectRatio, Badge, Box, HStack, IconButton, SafeImage, Text } from '@premieres/ui';
import { Check, Heart, Play, Plus, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { playSeriesFromCard } from '../episodes/playEpisode';
import { useLibrary } from '../hooks/useLibrary';
import { BROWSE_NS } from '../i18n';
import { requestPlayback } from '../play';
import { genreText, lengthText, ratingText } from './movieMeta';

// On touch screens (no hover) the overlay's buttons leave the poster and sit under the caption as
// visible 44 px controls, and the details stay hidden: a tap on the poster always opens the title.
const TOUCH_CONTROLS = {
  '@media (hover: none)': {
    position: 'static',
    aspectRatio: 'auto',
    opacity: '1 !important',
    background: 'none',
    paddingTop: 0,
    '& [data-card-meta]': { display: 'none' },
    '& [data-card-actions]': { width: '100%', justifyContent: 'space-around', marginBottom: 0 },
    '& [data-card-actions] > button': { minWidth: '44px', minHeight: '44px' },
  },
} as const;

/** A title in a row: links to its page; hover or focus shows actions and details (spec §2 Content cards). */
export function ContentCard({ movie, priority = false }: { movie: MovieDisplay; priority?: boolean }) {
  const { t } = useTranslation(BROWSE_NS);
  const library = useLibrary();
  const inList = library.isInList(movie.id);
  const liked = library.isLiked(movie.id);
  const length = lengthText(movie, t);

  return (
    <Box
      className="group"
      position="relative"
      rounded="md"
      overflow="hidden"
      bg="bg.muted"
      transition="transform 0.2s"
      _hover={{ transform: 'scale(1.03)' }}
      data-testid="content-card"
    >
      <RouterLink to={`/content/${encodeURIComponent(movie.id)}`}>
        <AspectRatio ratio={2 / 3}>
          {/* Decorative: the title below names the link. */}
          {/* On screen at once (priority): fetched early, not after the lazy-loading check (LCP). */}
          <SafeImage
            src={movie.thumbnail}
            alt=""
            objectFit="cover"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        </AspectRatio>
        <Text px="2" py="1.5" fontSize="sm" fontWeight="medium" lineClamp={1}>
          {movie.title}
        </Text>
      </RouterLink>
      {movie.isNew ? (
        // Lets a tap or click through to the poster's link.
        <Badge
          position="absolute"
          top="2"
          insetStart="2"
          colorPalette="red"
          variant="solid"
          size="sm"
          pointerEvents="none"
        >
          {t('badges.new')}
        </Badge>
      ) : null}
      {/* Over the picture only (same 2:3 poster box), shown on hover or keyboard focus. */}
      <Box
        position="absolute"
        insetX="0"
        top="0"
        aspectRatio="2 / 3"
        display="flex"
        flexDirection="column"
        justifyContent="flex-end"
        p="2"
        bgGradient="to-t"
        gradientFrom="blackAlpha.900"
        gradientTo="transparent"
        opacity="0"
        pointerEvents="none"
        transition="opacity 0.2s"
        _groupHover={{ opacity: 1 }}
        _groupFocusWithin={{ opacity: 1 }}
        css={TOUCH_CONTROLS}
      >
        <HStack
          gap="1"
          mb="1"
          width="fit-content"
          data-card-actions=""
          css={{ '& > button': { pointerEvents: 'auto' } }}
        >
          <IconButton
            aria-label={t('card.play', { title: movie.title })}
            size="xs"
            rounded="full"
            colorPalette="gray"
            variant="solid"
            onClick={() =>
              movie.type === 'tv' ? void playSeriesFromCard(movie) : requestPlayback(movie, 'play')
            }
          >
            <Play />
          </IconButton>
          <IconButton
            aria-label={t(inList ? 'card.removeFromList' : 'card.addToList', { title: movie.title })}
            aria-pressed={inList}
            size="xs"
            rounded="full"
            variant="outline"
            color="white"
            onClick={() => library.toggleList(movie)}
          >
            {inList ? <Check /> : <Plus />}
          </IconButton>
          <IconButton
            aria-label={t(liked ? 'card.unlike' : 'card.like', { title: movie.title })}
            aria-pressed={liked}
            size="xs"
            rounded="full"
            variant="outline"
            color={liked ? 'brand.fg' : 'white'}
            onClick={() => library.toggleLike(movie)}
          >
            <Heart fill={liked ? 'currentColor' : 'none'} />
          </IconButton>
        </HStack>
        <HStack gap="1.5" fontSize="xs" color="white" flexWrap="wrap" data-card-meta="">
          <HStack gap="0.5" aria-label={t('meta.rating', { rating: ratingText(movie.rating) })}>
            <Star size="12" fill="gold" color="gold" aria-hidden="true" />
            <span>{ratingText(movie.rating)}</span>
          </HStack>
          <Badge size="xs" variant="outline" color="white">
            {movie.type === 'tv' ? t('badges.tvLabel') : t('badges.movieLabel')}
          </Badge>
          {movie.genre ? <span>{genreText(movie.genre, t)}</span> : null}
          {movie.year ? <span>{movie.year}</span> : null}
          {length ? <span>{length}</span> : null}
        </HStack>
      </Box>
    </Box>
  );
}
