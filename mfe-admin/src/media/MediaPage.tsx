import { transcodingApi } from '@premieres/api-client';
import type { TranscodeJob } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, PageSpinner, Stack, Table, Text } from '@premieres/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { useNotify } from '../feedback/useNotify';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';
import { JobState } from './JobState';
import { transcodeKey, useTranscodeJobs } from './useTranscodeJobs';

/**
 * Media (staff): the transcode job of each title's content and trailer: queued, running with its
 * percent, done with its renditions, failed with the reason and a Retry. The list polls while a
 * job is at work (the API answers every job at once: nothing to page).
 */
export function MediaPage() {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const client = useQueryClient();
  const write = useStaffWrite();
  const [retrying, setRetrying] = useState<string | null>(null);
  const jobs = useTranscodeJobs();
  const { error } = jobs;
  useEffect(() => {
    if (error) toast.failure('media.fetchFailed', error);
  }, [error, toast]);

  const retry = async (job: TranscodeJob) => {
    setRetrying(job.id);
    await write.run(
      () => transcodingApi.retry(job.id),
      { success: 'media.retried', failure: 'media.retryFailed' },
      () => client.invalidateQueries({ queryKey: transcodeKey }),
    );
    setRetrying(null);
  };

  const items = jobs.data?.items ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.media')} />
      {jobs.isPending ? (
        <PageSpinner minHeight="30vh" />
      ) : items.length === 0 ? (
        <EmptyState>{t('media.empty')}</EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('media.columns.title')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('media.columns.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('media.columns.state')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('media.columns.renditions')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('media.columns.updated')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('media.columns.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((job) => {
                const title = job.title ?? t('media.untitled');
                const kind = t(`media.kinds.${job.kind}`);
                return (
                  <Table.Row key={job.id} verticalAlign="top" data-testid={`job-${job.id}`}>
                    <Table.Cell fontWeight="medium">{title}</Table.Cell>
                    <Table.Cell>{kind}</Table.Cell>
                    <Table.Cell>
                      <JobState job={job} title={title} />
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontSize="sm">{job.renditions.join(' · ') || '—'}</Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{new Date(job.updatedAt).toLocaleString()}</Table.Cell>
                    <Table.Cell>
                      {job.state === 'failed' ? (
                        <Button
                          size="xs"
                          colorPalette="brand"
                          loading={retrying === job.id}
                          disabled={write.pending}
                          aria-label={t('media.retryLabel', { title, kind })}
                          onClick={() => void retry(job)}
                        >
                          {t('actions.retry', { ns: 'common' })}
                        </Button>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
