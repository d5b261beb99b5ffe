import { adminApi } from '@premieres/api-client';
import type { MovieRecord } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, PageSpinner, Stack } from '@premieres/ui';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useInvalidateCatalogue } from '../api/useCatalogueWrite';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { usePageParams } from '../common/usePageParams';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';
import { STRINGS_PARTS as PARTS, withStrings } from '../i18n/parts';
import { MovieTable } from './MovieTable';
import { refreshed, type Selection, toggleAll, toggleOne, without } from './selection';
import { CONTENT_PAGE_SIZE, useMovieList } from './useMovieList';

/**
 * The create/edit dialog with its form, validation rules and uploads (tus): its own chunk, fetched
 * when Add or Edit is pressed, so the list paints without it (its strings too).
 */
const MovieFormDialog = lazy(
  withStrings(
    () =>
      import(/* webpackChunkName: "admin-movie-form" */ './MovieFormDialog').then((module) => ({
        default: module.MovieFormDialog,
      })),
    PARTS.movieForm,
    PARTS.rules,
    PARTS.film,
    PARTS.media,
  ),
);

/** The bar over a selection (flags, export, delete): its own chunk, fetched at the first selection. */
const BulkActions = lazy(
  withStrings(
    () =>
      import(/* webpackChunkName: "admin-bulk-actions" */ './BulkActions').then((module) => ({
        default: module.BulkActions,
      })),
    PARTS.content,
  ),
);

/** Content Management: server-side search and pages, bulk selection, create/edit/delete. */
export function ContentPage() {
  const { t } = useTranslation(ADMIN_NS);
  const invalidate = useInvalidateCatalogue();
  const { q, page, setQuery, setPage } = usePageParams();
  const list = useMovieList(q, page);
  const [selection, setSelection] = useState<Selection<MovieRecord>>(new Map());
  const [editing, setEditing] = useState<MovieRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MovieRecord | null>(null);
  const write = useStaffWrite();
  const movies = list.data?.items ?? [];
  const fresh = list.data?.items;
  useEffect(() => {
    if (fresh) setSelection((current) => refreshed(current, fresh));
  }, [fresh]);

  const removeOne = (movie: MovieRecord) =>
    write.run(
      () => adminApi.deleteMovie(movie.id),
      { success: 'toasts.movieDeleted', failure: 'toasts.deleteMovieFailed' },
      () => {
        setSelection((current) => without(current, [movie.id]));
        setDeleting(null);
        return invalidate();
      },
    );

  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.content')}>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> {t('content.add')}
        </Button>
      </PageHeader>
      <SearchBox value={q} label={t('content.search')} onSearch={setQuery} />
      {selection.size > 0 ? (
        <Suspense fallback={null}>
          <BulkActions
            selection={selection}
            onDeleted={(ids) => setSelection((current) => without(current, ids))}
          />
        </Suspense>
      ) : null}
      {list.isPending ? (
        <PageSpinner minHeight="30vh" />
      ) : movies.length === 0 ? (
        <EmptyState>{q ? t('content.noMatches') : t('content.empty')}</EmptyState>
      ) : (
        <MovieTable
          movies={movies}
          selection={selection}
          onToggle={(movie) => setSelection((current) => toggleOne(current, movie))}
          onToggleAll={() => setSelection((current) => toggleAll(current, movies))}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      <Pager page={page} limit={CONTENT_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      {editing !== null ? (
        <Suspense fallback={null}>
          <MovieFormDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.deleteTitle')}
        body={t('content.deleteBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={write.pending}
        onConfirm={() => deleting && removeOne(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
