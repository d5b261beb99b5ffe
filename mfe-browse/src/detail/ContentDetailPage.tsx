import { type MovieDisplay, PLAYER_OPENER_ATTRIBUTE, posterSrcSet } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { prefetchPlayer } from '@premieres/player-store';
import {
  BackButton,
  Badge,
  Box,
  Button,
  Container,
  DocumentTitle,
  Flex,
  Grid,
  Heading,
  HStack,
  PageSpinner,
  SafeImage,
  Stack,
  Text,
} from '@premieres/ui';
import { Check, Film, Play, Plus, Star } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { genreText, lengthText, ratingText } from '../cards/movieMeta';
import { useMovie } from '../catalogue/useCatalog';
import { LazyDownloadControl } from '../downloads/LazyDownloadControl';
import { EpisodesSection } from '../episodes/EpisodesSection';
import { playSeries } from '../episodes/playEpisode';
import { useEpisodes, useSeriesProgress } from '../episodes/useEpisodes';
import { FilmStatusLine } from '../film-status/FilmStatusLine';
import { useFilmStatus } from '../film-status/useFilmStatus';
import { BROWSE_NS } from '../i18n';
import { TitleLanguages, useTitleLanguages } from '../languages/TitleLanguages';
import { useSlicedReady } from '../layout/sliced-render';
import { usePageDrawn } from '../layout/usePageDrawn';
import { useLibrary } from '../my-list/useLibrary';
import { playIntent, playsTrailer, requestPlayback } from '../play';
import { ResumeActions } from '../resume/ResumeActions';
import { resumeState } from '../resume/resumeState';
import { DETAIL_FACTS } from './detail-fields';
import { HERO_BACKDROP_BLUR, HERO_BACKDROP_SIZES } from './hero-backdrop';

/**
 * /content/:id and /movie/:id (spec §2 Content detail). What it shows of each field of the title
 * is decided in detail-fields.ts (a new field does not compile until it is).
 */
export function ContentDetailPage() {
  const { id = '' } = useParams();
  const { data: movie, isLoading } = useMovie(id);
  // The hero shows the languages line: its first answer (read with the title) comes before the
  // hero paints, so nothing moves under the viewer (CLS); a failed read does not hold it up, then
  // or when the languages line asks again (a read that has ever failed never brings the spinner
  // back: that swapped the hero for the spinner and asked again, in a loop).
  const languages = useTitleLanguages(id);
  const languagesFirstTry =
    languages.isLoading && languages.failureCount === 0 && languages.errorUpdateCount === 0;
  const waiting = isLoading || Boolean(movie && languagesFirstTry);
  // The title's page draws in slices once its data is here (issue 28: one 460 ms task at 4x CPU).
  const drawn = useSlicedReady(!waiting);
  if (!drawn) return <PageSpinner />;
  return movie ? <ContentDetail movie={movie} /> : <ContentNotFound />;
}

export function ContentNotFound() {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  return (
    <Stack as="main" align="center" justify="center" textAlign="center" gap="4" minHeight="60vh" px="4">
      <Heading as="h1" size="2xl">
        {t('detail.notFound')}
      </Heading>
      <Button asChild colorPalette="brand">
        <RouterLink to="/dashboard">{t('detail.backToDashboard')}</RouterLink>
      </Button>
    </Stack>
  );
}

function ContentDetail({ movie }: { movie: MovieDisplay }) {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  const library = useLibrary();
  const inList = library.isInList(movie.id);
  const length = lengthText(movie, t);
  const isSeries = movie.type === 'tv';
  const episodes = useEpisodes(movie.id).data?.seasons.flatMap((s) => s.episodes) ?? [];
  // No film: Play is the trailer, and says so. A series with episodes plays the profile's
  // current episode (S1E1 when none).
  const trailerOnly = playsTrailer(movie);
  const play = () => {
    if (trailerOnly) requestPlayback(movie, 'trailer');
    else if (isSeries && episodes.length > 0) void playSeries(movie, episodes);
    else requestPlayback(movie, 'play');
  };
  // Started and unfinished: Resume (naming a series' episode) with the time left, and Start over.
  const progress = useSeriesProgress(movie.id).data;
  const resume = trailerOnly ? null : resumeState(progress, episodes);
  const filmStatus = useFilmStatus(movie);
  // Play is likely here: once the page has settled the player's files (and its stream library)
  // download while the viewer reads; they run on Play intent (playIntent), not before.
  useEffect(prefetchPlayer, []);
  const backdropVariants = posterSrcSet(movie.thumbnail, 'webp');

  return (
    <Box as="main">
      <DocumentTitle page={movie.title} />
      <Box position="relative" minHeight={{ base: '60vh', md: '70vh' }} overflow="hidden">
        {/* A blurred wash of the poster: sharp, its printed title showed as a clipped ghost behind
            the heading. Scaled up so the blur's soft edges stay outside the hero. */}
        <SafeImage
          data-testid="hero-backdrop"
          src={movie.thumbnail}
          srcSet={backdropVariants || undefined}
          sizes={backdropVariants ? HERO_BACKDROP_SIZES : undefined}
          alt=""
          fetchPriority="high"
          position="absolute"
          inset="0"
          width="100%"
          height="100%"
          objectFit="cover"
          opacity="0.45"
          filter={`blur(${HERO_BACKDROP_BLUR})`}
          transform="scale(1.15)"
        />
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-t"
          gradientFrom="bg"
          gradientVia="blackAlpha.600"
          gradientTo="transparent"
        />
        <Container position="relative" maxWidth="6xl" py={{ base: '6', md: '10' }}>
          <BackButton fallback="/dashboard" />
          <Stack gap="4" mt={{ base: '16', md: '28' }} maxWidth="3xl">
            <HStack gap="2" flexWrap="wrap">
              {movie.isNew ? (
                <Badge colorPalette="red" variant="solid">
                  {t('badges.new')}
                </Badge>
              ) : null}
              <Badge variant="surface">{isSeries ? t('badges.premiere') : t('badges.movie')}</Badge>
              {movie.genre ? <Badge variant="outline">{genreText(movie.genre, t)}</Badge> : null}
            </HStack>
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
              {movie.title}
            </Heading>
            <HStack gap="4" color="fg.muted" flexWrap="wrap">
              <HStack gap="1" aria-label={t('meta.rating', { rating: ratingText(movie.rating) })}>
                <Star size={16} fill="gold" color="gold" aria-hidden="true" />
                <Text as="span" color="fg">
                  {ratingText(movie.rating)}
                </Text>
              </HStack>
              {movie.year ? <Text as="span">{movie.year}</Text> : null}
              {length ? <Text as="span">{length}</Text> : null}
              {isSeries && movie.episodes ? (
                <Text as="span">{t('meta.episodes', { count: movie.episodes })}</Text>
              ) : null}
            </HStack>
            <TitleLanguages movieId={movie.id} />
            {movie.description ? <Text fontSize={{ base: 'md', md: 'lg' }}>{movie.description}</Text> : null}
            <HStack gap="3" flexWrap="wrap">
              {resume ? (
                <ResumeActions movie={movie} resume={resume} />
              ) : (
                <Button
                  colorPalette="brand"
                  size="lg"
                  onClick={play}
                  {...playIntent}
                  {...{ [PLAYER_OPENER_ATTRIBUTE]: movie.id }}
                >
                  {trailerOnly ? <Film /> : <Play fill="currentColor" />}{' '}
                  {trailerOnly ? t('detail.playTrailer') : t('detail.play')}
                </Button>
              )}
              <Button
                variant="outline"
                size="lg"
                aria-pressed={inList}
                onClick={() => library.toggleList(movie)}
              >
                {inList ? <Check /> : <Plus />} {inList ? t('detail.inList') : t('detail.addToList')}
              </Button>
              {trailerOnly ? null : (
                <Button
                  variant="subtle"
                  size="lg"
                  onClick={() => requestPlayback(movie, 'trailer')}
                  {...playIntent}
                >
                  <Film /> {t('detail.watchTrailer')}
                </Button>
              )}
              {/* A series downloads episode by episode (each in the list below). */}
              {trailerOnly || isSeries ? null : <LazyDownloadControl contentId={movie.id} />}
            </HStack>
            {trailerOnly ? (
              <Text color="fg.muted" data-testid="trailer-only">
                {t('detail.onlyTrailer')}
              </Text>
            ) : (
              <FilmStatusLine status={filmStatus} />
            )}
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="6xl" py="10">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="10">
          <Stack gap="8">
            {isSeries ? <EpisodesSection movie={movie} /> : null}
            <Section title={t('detail.about')}>
              <Text color="fg.muted">{movie.description || t('detail.unknown')}</Text>
            </Section>
            <Section title={t('detail.cast')}>
              {movie.cast.length > 0 ? (
                <Flex as="ul" listStyleType="none" gap="2" flexWrap="wrap">
                  {movie.cast.map((name) => (
                    <Badge as="li" key={name} size="lg" variant="subtle">
                      {name}
                    </Badge>
                  ))}
                </Flex>
              ) : (
                <Text color="fg.muted">{t('detail.unknown')}</Text>
              )}
            </Section>
            <Section title={t('detail.tags')}>
              <Flex as="ul" listStyleType="none" gap="2" flexWrap="wrap">
                {movie.tags.map((tag) => (
                  <Badge as="li" key={tag} variant="outline">
                    {tag}
                  </Badge>
                ))}
              </Flex>
            </Section>
          </Stack>
          <Box as="aside" bg="bg.panel" borderWidth="1px" rounded="lg" p="6" alignSelf="start">
            <Heading as="h2" size="lg" mb="4">
              {t('detail.details')}
            </Heading>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
              {DETAIL_FACTS.filter((fact) => isSeries || !fact.seriesOnly).map((fact) => (
                <Detail key={fact.field} label={t(fact.label)} value={fact.text(movie, t)} />
              ))}
            </Box>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value || t('detail.unknown')}</Text>
    </>
  );
}
