import { Dialog, Portal } from '@chakra-ui/react';
import { adminApi, type UploadProgress } from '@premieres/api-client';
import {
  type MovieRecord,
  movieFormDefaults,
  movieMessageValues,
  toMovieFormValues,
  toMovieWrite,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { CloseButton } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../api/keys';
import { useInvalidateCatalogue } from '../api/useCatalogueWrite';
import { useNotify } from '../feedback/useNotify';
import { startFilmUpload } from '../film/filmUploads';
import { ADMIN_NS } from '../i18n';
import { MovieForm } from './MovieForm';
import type { MovieFormState } from './movieFormResolver';

export interface MovieFormDialogProps {
  /** 'new' to create; a title to edit; null when closed. */
  editing: MovieRecord | 'new' | null;
  onClose: () => void;
}

/**
 * The create/edit dialog: sends the record and chosen files in one upload with progress. A film
 * chosen while creating uploads once the title exists: the dialog then stays open on the new
 * title, showing the film's progress (an edit's film uploads as soon as it is chosen).
 */
export function MovieFormDialog({ editing, onClose }: MovieFormDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const invalidate = useInvalidateCatalogue();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const categories = useQuery({ queryKey: adminKeys.categories, queryFn: () => adminApi.categories() });
  // The title this dialog created, kept open for its film upload.
  const [created, setCreated] = useState<MovieRecord | null>(null);
  const existing = created ?? (editing && editing !== 'new' ? editing : null);
  const close = () => {
    setCreated(null);
    onClose();
  };

  const save = async (values: MovieFormState) => {
    const write = toMovieWrite(values);
    const files = { thumbnail: values.thumbnail_file, trailer: values.trailer_file };
    const withFiles = Boolean(files.thumbnail || files.trailer);
    setProgress(withFiles ? { loaded: 0, total: 1 } : null);
    try {
      const options = { onProgress: setProgress };
      const saved = existing
        ? await adminApi.updateMovie(existing.id, write, files, options)
        : await adminApi.createMovie(write, files, options);
      toast.success(existing ? 'toasts.movieUpdated' : 'toasts.movieCreated');
      await invalidate();
      if (!existing && values.film_file) {
        startFilmUpload({ movieId: saved.id }, values.film_file);
        toast.success('film.started');
        setCreated(saved);
        return;
      }
      close();
    } catch (error) {
      toast.failure('toasts.saveMovieFailed', error, { values: movieMessageValues() });
      throw error;
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog.Root
      open={editing !== null || created !== null}
      onOpenChange={(details) => !details.open && close()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {existing ? t('form.editTitle', { title: existing.title }) : t('form.createTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {editing !== null || created !== null ? (
                <MovieForm
                  key={existing?.id ?? 'new'}
                  initial={existing ? toMovieFormValues(existing) : movieFormDefaults()}
                  genres={(categories.data ?? []).map((category) => category.name)}
                  submitLabel={existing ? t('form.save') : t('form.create')}
                  onSubmit={save}
                  onCancel={close}
                  progress={progress}
                  filmTarget={existing ? { movieId: existing.id } : null}
                />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close', { ns: 'common' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
