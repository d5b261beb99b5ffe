import { type MovieDisplay, PLAYER_OPENER_ATTRIBUTE } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { openPlayer } from '@premieres/player-store';
import { Box, Button, HStack, Stack, Text } from '@premieres/ui';
import { Play, RotateCcw } from 'lucide-react';
import { playEpisode } from '../episodes/playEpisode';
import { BROWSE_NS } from '../i18n';
import { playIntent, requestPlayback } from '../play';
import { minutesLeft, type ResumeState, resumeEpisodeCode } from './resumeState';

/** Start over: the same title (or episode), from 0, through the shared player store. */
function startOver(movie: MovieDisplay, resume: ResumeState): void {
  const { episode } = resume;
  openPlayer({
    title: episode ? `${movie.title} · ${resumeEpisodeCode(episode)} · ${episode.title}` : movie.title,
    videoUrl: '',
    kind: 'content',
    movieId: movie.id,
    ...(episode ? { episodeId: episode.id } : {}),
    startOver: true,
  });
}

/** The detail hero's Resume (naming the episode of a series), its progress and time left, and Start over. */
export function ResumeActions({ movie, resume }: { movie: MovieDisplay; resume: ResumeState }) {
  const { t } = useTranslation(BROWSE_NS);
  const percent = Math.round(resume.fraction * 100);
  const { episode } = resume;
  const minutes = minutesLeft(resume.secondsLeft);
  const hours = Math.floor(minutes / 60);
  const left =
    hours > 0
      ? t('detail.leftHours', { hours, minutes: minutes % 60 })
      : t('detail.leftMinutes', { count: minutes });
  return (
    <Stack gap="2" width="full" maxWidth="md" data-testid="resume">
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          size="lg"
          onClick={() => (episode ? playEpisode(movie, episode) : requestPlayback(movie, 'play'))}
          {...playIntent}
          {...{ [PLAYER_OPENER_ATTRIBUTE]: movie.id }}
        >
          <Play fill="currentColor" />{' '}
          {episode ? t('detail.resumeEpisode', { code: resumeEpisodeCode(episode) }) : t('detail.resume')}
        </Button>
        <Button variant="outline" size="lg" onClick={() => startOver(movie, resume)} {...playIntent}>
          <RotateCcw /> {t('detail.startOver')}
        </Button>
      </HStack>
      <HStack gap="3">
        <Box
          role="progressbar"
          aria-label={t('detail.resumeProgress', { title: movie.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={left}
          flex="1"
          height="1.5"
          rounded="full"
          bg="whiteAlpha.300"
          overflow="hidden"
        >
          <Box height="full" width={`${percent}%`} bg="brand.solid" />
        </Box>
        <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="resume-left">
          {left}
        </Text>
      </HStack>
    </Stack>
  );
}
