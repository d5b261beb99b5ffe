import { MEDIA_LANGUAGE_CODES, MEDIA_LANGUAGES } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, Card, HStack, PageSpinner, Stack, Text } from '@premieres/ui';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { ADMIN_NS } from '../i18n';
import { transcodeKey, useTranscodeJobs } from '../media/useTranscodeJobs';
import { TrackUpload } from './TrackUpload';

/** Own names in the contracts' order (English, हिन्दी, മലയാളം), whatever order they were added in. */
const names = (codes: string[]) =>
  MEDIA_LANGUAGE_CODES.filter((code) => codes.includes(code))
    .map((code) => MEDIA_LANGUAGES[code].name)
    .join(', ') || '—';

/**
 * Audio and subtitles of each title's content: what is there, and an upload per language. The
 * title keeps playing while a new track is processed. The list is the Media tab's, polled while a
 * job is at work, so a title being prepared offers its upload once ready.
 */
export function LanguagesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const client = useQueryClient();
  const jobs = useTranscodeJobs();
  if (jobs.isLoading) return <PageSpinner />;
  const content = (jobs.data?.items ?? []).filter((job) => job.kind === 'content');
  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.languages')} />
      <Text color="fg.muted">{t('mediaLanguages.intro')}</Text>
      {content.length === 0 ? <EmptyState>{t('mediaLanguages.empty')}</EmptyState> : null}
      {content.map((job) => (
        <Card.Root key={job.id} size="sm" data-testid="media-languages-row">
          <Card.Body gap="2">
            <HStack justify="space-between" flexWrap="wrap">
              <Text fontWeight="semibold">{job.title ?? job.movieId}</Text>
              <Badge>{t(`mediaLanguages.states.${job.state}`)}</Badge>
            </HStack>
            <Text fontSize="sm">
              {t('mediaLanguages.audioList', { list: names(job.audio) })} ·{' '}
              {t('mediaLanguages.subtitlesList', { list: names(job.subtitles) })}
            </Text>
            {job.playable ? (
              <TrackUpload
                job={job}
                onUploaded={() => void client.invalidateQueries({ queryKey: transcodeKey })}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('mediaLanguages.notReady')}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
