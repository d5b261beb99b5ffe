import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { isApiRequestError, type UploadProgress as Sent } from '@premieres/api-client';
import {
  CERTIFICATIONS,
  type FilmTarget,
  type MovieFormField,
  type MovieFormValues,
  type MovieWrite,
  movieMessageValues,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, SimpleGrid, Stack } from '@premieres/ui';
import { type ReactNode, useId, useMemo } from 'react';
import { type Control, Controller, type Path, useForm } from 'react-hook-form';
import { CheckboxControl } from '../common/CheckboxControl';
import { UploadProgress } from '../common/UploadProgress';
import { ruleText } from '../feedback/ruleText';
import { FilmField } from '../film/FilmField';
import { ADMIN_NS } from '../i18n';
import type { AdminKey } from '../i18n/keys';
import { CastEditor } from './CastEditor';
import { type MovieFormState, movieFormResolver } from './movieFormResolver';

/**
 * Every field staff write on a title (contracts' MovieWrite schema and the form's MovieFormValues)
 * with its label: a new field in either does not compile until the form names it here, and the
 * form draws each input with its label from here.
 */
export const MOVIE_FIELD_LABELS = {
  title: 'form.title',
  title_hi: 'form.titleHi',
  title_ml: 'form.titleMl',
  description: 'form.description',
  type: 'form.type',
  certification: 'form.certification',
  genre: 'form.genre',
  director: 'form.director',
  rating: 'form.rating',
  release_year: 'form.releaseYear',
  seasons: 'form.seasons',
  episodes: 'form.episodes',
  duration_minutes: 'form.duration',
  movie_cast: 'form.cast',
  thumbnail: 'form.thumbnail',
  thumbnail_file: 'form.thumbnailFile',
  trailer_url: 'form.trailerUrl',
  trailer_file: 'form.trailerFile',
  content_url: 'form.contentUrl',
  is_new: 'form.isNew',
  is_trending: 'form.isTrending',
} as const satisfies Record<MovieFormField | keyof MovieWrite, AdminKey>;

export interface MovieFormProps {
  /** Spec §4 defaults for a new title, or the title being edited. */
  initial: MovieFormValues;
  /** Category names offered for the genre. */
  genres: readonly string[];
  submitLabel: string;
  /** Rejects on failure; a 400's `fields` are shown beside their inputs. */
  onSubmit: (values: MovieFormState) => Promise<void>;
  onCancel: () => void;
  progress: Sent | null;
  /** The title being edited, whose film uploads at once; null on create (it uploads after). */
  filmTarget?: FilmTarget | null;
  now?: () => Date;
}

/** Create and edit in one form (react-hook-form over the contracts' movie rules). */
export function MovieForm({
  initial,
  genres,
  submitLabel,
  onSubmit,
  onCancel,
  progress,
  filmTarget = null,
  now,
}: MovieFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const resolver = useMemo(() => movieFormResolver(now), [now]);
  const form = useForm<MovieFormState>({
    resolver,
    defaultValues: { ...initial, thumbnail_file: null, trailer_file: null, film_file: null },
  });
  const { register, control, watch, formState, setError } = form;
  const isSeries = watch('type') === 'tv';
  const genreListId = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiRequestError(error) || !error.fields) return;
      // A rule's message id when the API names it (translated below), else the server's words.
      for (const [field, message] of Object.entries(error.fields))
        setError(field as Path<MovieFormState>, {
          type: 'server',
          message: error.fieldMessageIds?.[field] ?? message,
        });
    }
  });

  const field = (name: MovieFormField, input: ReactNode, required = false) => {
    const message = formState.errors[name]?.message;
    return (
      <Field.Root invalid={Boolean(message)} required={required}>
        <Field.Label>
          {t(MOVIE_FIELD_LABELS[name])}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        {input}
        <Field.ErrorText>
          {ruleText(t, typeof message === 'string' ? message : undefined, movieMessageValues(now?.()))}
        </Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="4">
        {field('title', <Input {...register('title')} />, true)}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field(
            'title_hi',
            <>
              <Input lang="hi" {...register('title_hi')} />
              <Field.HelperText>{t('form.localTitlesHint')}</Field.HelperText>
            </>,
          )}
          {field('title_ml', <Input lang="ml" {...register('title_ml')} />)}
        </SimpleGrid>
        {field('description', <Textarea rows={3} {...register('description')} />)}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field(
            'type',
            <NativeSelect.Root>
              <NativeSelect.Field {...register('type')}>
                <option value="movie">{t('types.movie')}</option>
                <option value="tv">{t('types.tv')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field(
            'certification',
            <NativeSelect.Root>
              <NativeSelect.Field {...register('certification')}>
                {CERTIFICATIONS.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field(
            'genre',
            <>
              <Input list={genreListId} {...register('genre')} />
              <datalist id={genreListId}>
                {genres.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>,
          )}
          {field('director', <Input {...register('director')} />)}
          {field(
            'rating',
            <Input
              type="number"
              inputMode="decimal"
              step="0.1"
              min="0"
              max="10"
              {...register('rating', { valueAsNumber: true })}
            />,
          )}
          {field(
            'release_year',
            <Input
              type="number"
              inputMode="numeric"
              {...register('release_year', { valueAsNumber: true })}
            />,
          )}
          {isSeries ? (
            <>
              {field(
                'seasons',
                <Input type="number" min="1" {...register('seasons', { valueAsNumber: true })} />,
              )}
              {field(
                'episodes',
                <Input type="number" min="1" {...register('episodes', { valueAsNumber: true })} />,
              )}
            </>
          ) : (
            field(
              'duration_minutes',
              <Input type="number" min="1" {...register('duration_minutes', { valueAsNumber: true })} />,
            )
          )}
        </SimpleGrid>
        {field(
          'movie_cast',
          <Controller
            control={control}
            name="movie_cast"
            render={({ field: cast, fieldState }) => (
              <CastEditor value={cast.value} onChange={cast.onChange} invalid={fieldState.invalid} />
            )}
          />,
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('thumbnail', <Input {...register('thumbnail')} />)}
          {field('thumbnail_file', <FileInput control={control} name="thumbnail_file" accept="image/*" />)}
          {field('trailer_url', <Input {...register('trailer_url')} />)}
          {field('trailer_file', <FileInput control={control} name="trailer_file" accept="video/*" />)}
        </SimpleGrid>
        {field(
          'content_url',
          <>
            <Input {...register('content_url')} />
            <Field.HelperText>{t('film.contentUrlHint')}</Field.HelperText>
          </>,
        )}
        <Controller
          control={control}
          name="film_file"
          render={({ field: film }) => (
            <FilmField
              target={filmTarget}
              pending={film.value}
              onPending={film.onChange}
              onStored={(url) => url && form.setValue('content_url', url)}
            />
          )}
        />
        <HStack gap="6" wrap="wrap">
          {(['is_new', 'is_trending'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: flag }) => (
                <CheckboxControl
                  label={t(MOVIE_FIELD_LABELS[name])}
                  checked={flag.value}
                  onChange={flag.onChange}
                />
              )}
            />
          ))}
        </HStack>
        <UploadProgress progress={progress} />
        <HStack justify="end">
          <Button variant="outline" onClick={onCancel} disabled={formState.isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** A file input bound to the form (a File, or null when cleared). */
function FileInput({
  control,
  name,
  accept,
}: {
  control: Control<MovieFormState>;
  name: 'thumbnail_file' | 'trailer_file';
  accept: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          type="file"
          accept={accept}
          p="1"
          onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
        />
      )}
    />
  );
}
