import { Badge, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { TranscodeJob, TranscodeState } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { ADMIN_NS } from '../i18n';

const PALETTE: Record<TranscodeState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** A job's state: a badge, the percent while running, the reason when failed. */
export function JobState({ job, title }: { job: TranscodeJob; title: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const percent = Math.round(job.percent);
  return (
    <Stack gap="1" minW="40">
      <HStack gap="2">
        <Badge colorPalette={PALETTE[job.state]} data-testid="job-state">
          {t(`media.states.${job.state}`)}
        </Badge>
        {job.state === 'running' ? (
          <Text fontSize="xs" color="fg.muted">
            {t('media.percent', { percent })}
          </Text>
        ) : null}
      </HStack>
      {job.state === 'running' ? (
        <Progress.Root value={percent} size="xs">
          <Progress.Track aria-label={t('media.progressLabel', { title })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {job.state === 'failed' && job.error ? (
        <Text fontSize="xs" color="fg.error" wordBreak="break-word" data-testid="job-error">
          {t('media.reason', { reason: job.error })}
        </Text>
      ) : null}
      {job.attempts > 1 ? (
        <Text fontSize="xs" color="fg.muted">
          {t('media.attempts', { count: job.attempts })}
        </Text>
      ) : null}
    </Stack>
  );
}
