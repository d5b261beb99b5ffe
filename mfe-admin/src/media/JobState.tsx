import { Progress } from '@chakra-ui/react';
import type { TranscodeJob, TranscodeState } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, HStack, Stack, Text } from '@premieres/ui';
import { ADMIN_NS } from '../i18n';

const PALETTE: Record<TranscodeState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** Seconds left as staff read them: seconds under a minute, whole minutes (rounded up) past it. */
export function etaKey(seconds: number): { key: 'media.etaSeconds' | 'media.etaMinutes'; count: number } {
  if (seconds < 60) return { key: 'media.etaSeconds', count: Math.max(1, Math.round(seconds)) };
  return { key: 'media.etaMinutes', count: Math.ceil(seconds / 60) };
}

/** Where a waiting job stands: its place in the queue (while queued) and the time left. */
function QueueStanding({ job }: { job: TranscodeJob }) {
  const { t } = useTranslation(ADMIN_NS);
  const parts: string[] = [];
  if (job.state === 'queued' && job.position)
    parts.push(t('media.queuePosition', { position: job.position }));
  if (job.etaSeconds !== null && job.etaSeconds !== undefined) {
    const { key, count } = etaKey(job.etaSeconds);
    parts.push(t(key, { count }));
  }
  if (parts.length === 0) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="job-queue">
      {parts.join(' · ')}
    </Text>
  );
}

/** A job's state: a badge, the percent while running, its place and ETA while waiting, the reason when failed. */
export function JobState({ job, title }: { job: TranscodeJob; title: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const percent = Math.round(job.percent);
  const waiting = job.state === 'queued' || job.state === 'running';
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
      {waiting ? <QueueStanding job={job} /> : null}
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
