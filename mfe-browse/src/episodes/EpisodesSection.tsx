import type { Episode, EpisodeProgress, MovieDisplay } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@premieres/ui';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { LazyDownloadControl } from '../downloads/LazyDownloadControl';
import { BROWSE_NS } from '../i18n';
import { playIntent } from '../play';
import { EpisodeStill } from './EpisodeStill';
import { playEpisode } from './playEpisode';
import { useEpisodes, useSeriesProgress } from './useEpisodes';

/** A series' episodes on its detail page: a season picker, then each episode's still (with its Play), name and synopsis. */
export function EpisodesSection({ movie }: { movie: MovieDisplay }) {
  const { t } = useTranslation(BROWSE_NS);
  const { data } = useEpisodes(movie.id);
  const { data: progress } = useSeriesProgress(movie.id);
  const seasons = data?.seasons ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  if (seasons.length === 0) return null;
  const current = seasons.find((s) => s.season === picked) ?? seasons[0];
  const byEpisode = new Map((progress?.episodes ?? []).map((p) => [p.episodeId, p]));
  return (
    <Box as="section" aria-labelledby="episodes-heading">
      <Flex justify="space-between" align="center" gap="3" mb="3" flexWrap="wrap">
        <Heading as="h2" size="lg" id="episodes-heading">
          {t('episodes.heading')}
        </Heading>
        <HStack role="group" aria-label={t('episodes.seasonPicker')} gap="2" flexWrap="wrap">
          {seasons.map(({ season }) => (
            <Button
              key={season}
              size="sm"
              variant={season === current?.season ? 'solid' : 'outline'}
              aria-pressed={season === current?.season}
              onClick={() => setPicked(season)}
            >
              {t('episodes.season', { season })}
            </Button>
          ))}
        </HStack>
      </Flex>
      <Stack
        as="ol"
        listStyleType="none"
        gap="3"
        aria-label={t('episodes.season', { season: current?.season })}
      >
        {(current?.episodes ?? []).map((episode) => (
          <EpisodeRow
            key={episode.id}
            movieId={movie.id}
            episode={episode}
            progress={byEpisode.get(episode.id)}
            isCurrent={progress?.episodeId === episode.id}
            onPlay={() => playEpisode(movie, episode)}
          />
        ))}
      </Stack>
    </Box>
  );
}

function EpisodeRow({
  movieId,
  episode,
  progress,
  isCurrent,
  onPlay,
}: {
  movieId: string;
  episode: Episode;
  progress: EpisodeProgress | undefined;
  isCurrent: boolean;
  onPlay: () => void;
}) {
  const { t } = useTranslation(BROWSE_NS);
  const minutes = Math.max(1, Math.round(episode.durationSeconds / 60));
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" bg={isCurrent ? 'bg.emphasized' : 'bg.panel'}>
      <HStack gap="3" align="start">
        <EpisodeStill stillUrl={episode.stillUrl}>
          <Button
            size="sm"
            colorPalette="brand"
            aria-label={t('episodes.play', { number: episode.number, title: episode.title })}
            onClick={onPlay}
            {...playIntent}
          >
            <Play fill="currentColor" />
          </Button>
        </EpisodeStill>
        <Stack gap="1" flex="1" minWidth="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">
              {t('episodes.numbered', { number: episode.number, title: episode.title })}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t('episodes.minutes', { count: minutes })}
            </Text>
          </HStack>
          <LazyDownloadControl
            contentId={movieId}
            episodeId={episode.id}
            compact
            label={t('downloads.downloadEpisode', { number: episode.number, title: episode.title })}
          />
          {episode.synopsis ? (
            <Text color="fg.muted" fontSize="sm">
              {episode.synopsis}
            </Text>
          ) : null}
          {progress && percent > 0 ? (
            <Box
              role="progressbar"
              aria-label={t('episodes.progress', { title: episode.title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              height="1"
              rounded="full"
              bg="bg.emphasized"
              overflow="hidden"
            >
              <Box height="full" width={`${percent}%`} bg="brand.solid" />
            </Box>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  );
}
