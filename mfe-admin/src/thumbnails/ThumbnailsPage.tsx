import { adminApi } from '@premieres/api-client';
import { matchesThumbnailManagerFilter } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, PageSpinner, SimpleGrid, Stack, Text } from '@premieres/ui';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useInvalidateCatalogue } from '../api/useCatalogueWrite';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { Pager } from '../common/Pager';
import { usePageParams } from '../common/usePageParams';
import { useMovieList } from '../content/useMovieList';
import { apiErrorText } from '../feedback/apiErrorText';
import { useNotify } from '../feedback/useNotify';
import { ADMIN_NS } from '../i18n';
import { ThumbnailItem } from './ThumbnailItem';
import { batchOutcome, type ItemStates, pendingUploads, uploadInTurn } from './thumbnailUploads';

// The filter of spec §9 applies to each server page of the catalogue (newest first).
const SCAN_PAGE = 100;

/** Thumbnail Manager: titles rated 7+ or of the §9 genres; per-item file, single and batch upload. */
export function ThumbnailsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const invalidate = useInvalidateCatalogue();
  const { page, setPage } = usePageParams();
  const list = useMovieList('', page, SCAN_PAGE);
  const [states, setStates] = useState<ItemStates>({});
  const [batching, setBatching] = useState(false);
  const movies = (list.data?.items ?? []).filter(matchesThumbnailManagerFilter);

  const setState = (id: string, state: ItemStates[string] | undefined) =>
    setStates((current) => {
      const next = { ...current };
      if (state) next[id] = state;
      else delete next[id];
      return next;
    });

  const send = async (id: string, file: File) => {
    setState(id, { status: 'uploading', file, progress: null });
    try {
      await adminApi.uploadThumbnail(id, file, {
        onProgress: (progress) => setState(id, { status: 'uploading', file, progress }),
      });
      setState(id, { status: 'done' });
    } catch (error) {
      setState(id, { status: 'failed', file, message: apiErrorText(t, error) });
      throw error;
    }
  };

  const uploadOne = async (id: string) => {
    const item = pendingUploads(states).find((upload) => upload.id === id);
    if (!item) return;
    try {
      await send(id, item.file);
      toast.success('toasts.thumbnailUploaded');
      await invalidate();
    } catch (error) {
      toast.failure('toasts.thumbnailFailed', error);
    }
  };

  const uploadAll = async () => {
    const uploads = pendingUploads(states);
    const outcome = batchOutcome(uploads.map(() => true));
    if (outcome.kind === 'nothing') return toast.warn('toasts.noFilesTitle', 'toasts.noFilesText');
    setBatching(true);
    const result = batchOutcome(await uploadInTurn(uploads, send));
    setBatching(false);
    if (result.kind === 'allDone') toast.success('toasts.thumbnailsUploaded', { count: result.count });
    else toast.failure('toasts.someUploadsFailed');
    await invalidate();
  };

  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.thumbnails')}>
        <Button colorPalette="brand" size="sm" onClick={uploadAll} loading={batching}>
          <Upload aria-hidden /> {t('thumbnails.uploadAll')}
        </Button>
      </PageHeader>
      <Text color="fg.muted">{t('thumbnails.intro')}</Text>
      {list.isPending ? (
        <PageSpinner minHeight="30vh" />
      ) : movies.length === 0 ? (
        <EmptyState>{t('thumbnails.empty')}</EmptyState>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="3">
          {movies.map((movie) => (
            <ThumbnailItem
              key={movie.id}
              movie={movie}
              state={states[movie.id]}
              onChoose={(file) => setState(movie.id, file ? { status: 'selected', file } : undefined)}
              onUpload={() => uploadOne(movie.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <Pager page={page} limit={SCAN_PAGE} total={list.data?.total ?? 0} onPage={setPage} />
    </Stack>
  );
}
