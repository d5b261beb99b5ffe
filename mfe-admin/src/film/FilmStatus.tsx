import { type FilmTarget, filmAssetId, type TranscodeState } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, Text } from '@premieres/ui';
import { ADMIN_NS } from '../i18n';
import { useTranscodeJobs } from '../media/useTranscodeJobs';

const PALETTE: Record<TranscodeState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** What became of the uploaded film: its transcode job, queued (with its place), running, ready or failed. */
export function FilmStatus({ target }: { target: FilmTarget }) {
  const { t } = useTranslation(ADMIN_NS);
  const jobs = useTranscodeJobs();
  const job = jobs.data?.items.find((j) => j.id === filmAssetId(target));
  if (!job) return null;
  const percent = Math.round(job.percent);
  const text =
    job.state === 'queued'
      ? job.position
        ? t('film.status.queuedAt', { position: job.position })
        : t('film.status.queued')
      : job.state === 'running'
        ? t('film.status.running', { percent })
        : job.state === 'done'
          ? t('film.status.done')
          : t('film.status.failed', { reason: job.error ?? '' });
  const eta =
    job.state !== 'done' && job.state !== 'failed' && job.etaSeconds
      ? ` · ${t('film.status.eta', { minutes: Math.max(1, Math.ceil(job.etaSeconds / 60)) })}`
      : '';
  return (
    <Text fontSize="sm" data-testid="film-status" data-state={job.state} data-playable={job.playable}>
      <Badge colorPalette={PALETTE[job.state]} me="2">
        {t(`media.states.${job.state}`)}
      </Badge>
      {text}
      {eta}
    </Text>
  );
}
