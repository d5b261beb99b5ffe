import { Field, Input, Progress } from '@chakra-ui/react';
import { type FilmTarget, filmFileError, filmTargetKey } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Stack, Text } from '@premieres/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PreviousUpload } from 'tus-js-client';
import { useInvalidateCatalogue } from '../api/useCatalogueWrite';
import { apiErrorText } from '../feedback/apiErrorText';
import { ruleText } from '../feedback/ruleText';
import { useNotify } from '../feedback/useNotify';
import { ADMIN_NS } from '../i18n';
import { transcodeKey } from '../media/useTranscodeJobs';
import { FilmStatus } from './FilmStatus';
import { FILM_ERRORS } from './filmErrors';
import {
  cancelFilmUpload,
  type FilmUpload,
  pauseFilmUpload,
  resumeFilmUpload,
  startFilmUpload,
  useFilmUpload,
} from './filmUploads';
import { discardEarlierUpload, earlierUpload } from './tusFilmUpload';

/** Files a browser may offer as video (some containers have no MIME type it knows). */
const ACCEPT = 'video/*,.mkv,.ts,.m2ts,.mts,.mov,.avi';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

export interface FilmFieldProps {
  /** The title (or episode) the film belongs to; null while the title is not created yet. */
  target: FilmTarget | null;
  /** Create mode: the film chosen to upload once the title exists. */
  pending?: File | null;
  onPending?: (file: File | null) => void;
  /** Called once the server has stored a film of this target, with the record's new content_url. */
  onStored?: (contentUrl: string | null) => void;
  label?: string;
}

/**
 * The film of a title or an episode: a file field whose upload (tus, resumable) shows its percent
 * and speed with Pause, Resume and Cancel, then the film's transcode (queued with its place,
 * transcoding, ready). Before the title exists the file waits, and the form says when it goes.
 */
export function FilmField({ target, pending = null, onPending, onStored, label }: FilmFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const client = useQueryClient();
  const invalidateCatalogue = useInvalidateCatalogue();
  const upload = useFilmUpload(target);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [earlier, setEarlier] = useState<PreviousUpload | null>(null);
  const key = target ? filmTargetKey(target) : null;

  // After a reload: an unfinished upload of this target, resumed by choosing the same file.
  // (Keyed by the target's key: callers pass a fresh target object on every render.)
  const targetRef = useRef(target);
  targetRef.current = target;
  const busy = upload !== null;
  useEffect(() => {
    const current = targetRef.current;
    if (!key || !current || busy) return;
    let live = true;
    void earlierUpload(current).then((found) => live && setEarlier(found));
    return () => {
      live = false;
    };
  }, [key, busy]);

  // Each change of the upload's phase speaks once (not on every render, nor on a re-mount).
  const phase = upload?.phase;
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === phase) return;
    lastPhase.current = phase;
    if (phase === 'done') {
      toast.success('film.stored');
      void client.invalidateQueries({ queryKey: transcodeKey });
      void invalidateCatalogue();
      onStored?.(upload?.contentUrl ?? null);
    }
    if (phase === 'failed' && upload?.error) toast.failure('film.failed', upload.error, FILM_ERRORS);
  }, [phase, upload, toast, client, invalidateCatalogue, onStored]);

  const choose = (file: File | null) => {
    const problem = file ? filmFileError(file) : null;
    setInvalid(problem);
    if (problem || !file) return onPending?.(null);
    if (!target) return onPending?.(file);
    setEarlier(null);
    startFilmUpload(target, file);
  };

  const message = invalid ? ruleText(t, invalid, FILM_ERRORS.values) : undefined;
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{label ?? t('film.label')}</Field.Label>
      <Input
        type="file"
        accept={ACCEPT}
        p="1"
        aria-describedby={key ? `film-hint-${key}` : undefined}
        disabled={phase === 'uploading' || phase === 'storing' || phase === 'paused'}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <Field.HelperText id={key ? `film-hint-${key}` : undefined}>
        {target ? t('film.atOnce') : t('film.afterCreate')}
      </Field.HelperText>
      <Field.ErrorText>{message}</Field.ErrorText>
      {pending && !target ? (
        <Text fontSize="sm" data-testid="film-pending">
          {t('film.chosen', { name: pending.name, size: megabytes(pending.size) })}
        </Text>
      ) : null}
      {earlier && !upload ? (
        <HStack gap="2" flexWrap="wrap" data-testid="film-earlier">
          <Text fontSize="sm">{t('film.earlier', { name: earlier.metadata.filename ?? '' })}</Text>
          <Button
            size="xs"
            variant="outline"
            onClick={() => void discardEarlierUpload(earlier).then(() => setEarlier(null))}
          >
            {t('film.discard')}
          </Button>
        </HStack>
      ) : null}
      {upload ? <FilmProgress upload={upload} /> : null}
      {upload?.phase === 'failed' && upload.error ? (
        <Text fontSize="sm" color="fg.error" data-testid="film-error">
          {apiErrorText(t, upload.error, FILM_ERRORS)}
        </Text>
      ) : null}
      {target && (!upload || upload.phase === 'done') ? <FilmStatus target={target} /> : null}
    </Field.Root>
  );
}

/** The upload's bar and its controls. */
function FilmProgress({ upload }: { upload: FilmUpload }) {
  const { t } = useTranslation(ADMIN_NS);
  if (upload.phase === 'done') return null;
  const percent = upload.total > 0 ? Math.floor((upload.sent / upload.total) * 100) : 0;
  const values = {
    name: upload.fileName,
    percent,
    sent: megabytes(upload.sent),
    total: megabytes(upload.total),
    rate: upload.bytesPerSecond === null ? '' : megabytes(upload.bytesPerSecond),
  };
  const text =
    upload.phase === 'storing'
      ? t('film.storing')
      : upload.phase === 'paused' || upload.phase === 'failed'
        ? t('film.paused', values)
        : upload.bytesPerSecond === null
          ? t('film.progressStarting', values)
          : t('film.progress', values);
  return (
    <Stack gap="1" w="full">
      <Progress.Root
        value={upload.phase === 'storing' ? null : percent}
        size="sm"
        colorPalette="brand"
        data-testid="film-progress"
        data-percent={percent}
        data-phase={upload.phase}
        data-rate={upload.bytesPerSecond ?? ''}
      >
        <Progress.Label fontSize="xs">{text}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {upload.phase === 'storing' ? null : (
        <HStack gap="2">
          {upload.phase === 'uploading' ? (
            <Button size="xs" variant="outline" onClick={() => void pauseFilmUpload(upload.key)}>
              {t('film.pause')}
            </Button>
          ) : (
            <Button size="xs" variant="outline" onClick={() => resumeFilmUpload(upload.key)}>
              {upload.phase === 'failed' ? t('film.retry') : t('film.resume')}
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => void cancelFilmUpload(upload.key)}
          >
            {t('film.cancel')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
