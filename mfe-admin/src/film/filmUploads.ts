import type { ApiRequestError } from '@premieres/api-client';
import { type FilmTarget, filmTargetKey } from '@premieres/contracts';
import { create } from 'zustand';
import { type FilmUploadControls, type StartFilmUpload, startTusFilmUpload } from './tusFilmUpload';

/** uploading → (paused ⇄ uploading) → storing (every byte sent, the server stores it) → done; or failed. */
export type FilmUploadPhase = 'uploading' | 'paused' | 'storing' | 'done' | 'failed';

export interface FilmUpload {
  key: string;
  target: FilmTarget;
  fileName: string;
  sent: number;
  total: number;
  phase: FilmUploadPhase;
  /** Mean speed since the upload (re)started; null until it has been measured. */
  bytesPerSecond: number | null;
  error: ApiRequestError | null;
  /** Once stored: the record's new content_url. */
  contentUrl: string | null;
}

/**
 * Film uploads of this page, by target (a title or an episode). They live outside the form: the
 * dialog may close and open again, and the title's row in the list shows the same upload.
 */
export const useFilmUploads = create<{ uploads: Record<string, FilmUpload> }>(() => ({ uploads: {} }));

/** Speed is measured only after this long, so the first chunk's burst is no figure. */
const MIN_MEASURE_MS = 500;

let startUpload: StartFilmUpload = startTusFilmUpload;
let now: () => number = () => performance.now();
const controls = new Map<string, FilmUploadControls>();
const files = new Map<string, File>();
/** Where the speed is measured from: the first report after a (re)start. */
const baselines = new Map<string, { at: number; sent: number } | null>();

/** Tests give their own transport and clock. */
export function setFilmUploadTransport(start: StartFilmUpload, clock: () => number = now): void {
  startUpload = start;
  now = clock;
}

function update(key: string, change: Partial<FilmUpload>): void {
  useFilmUploads.setState(({ uploads }) => {
    const current = uploads[key];
    return current ? { uploads: { ...uploads, [key]: { ...current, ...change } } } : { uploads };
  });
}

function progress(key: string, sent: number, total: number): void {
  const base = baselines.get(key);
  const at = now();
  if (!base) baselines.set(key, { at, sent });
  const elapsed = base ? at - base.at : 0;
  const bytesPerSecond =
    base && elapsed >= MIN_MEASURE_MS ? ((sent - base.sent) * 1000) / elapsed : undefined;
  const phase = useFilmUploads.getState().uploads[key]?.phase;
  update(key, {
    sent,
    total,
    ...(bytesPerSecond === undefined ? {} : { bytesPerSecond }),
    ...(phase === 'uploading' && sent >= total ? { phase: 'storing' as const } : {}),
  });
}

/** Starts (or, for the same file chosen again, resumes) the film upload of a title or an episode. */
export function startFilmUpload(target: FilmTarget, file: File): void {
  const key = filmTargetKey(target);
  const phase = useFilmUploads.getState().uploads[key]?.phase;
  if (phase === 'uploading' || phase === 'storing') return;
  files.set(key, file);
  baselines.set(key, null);
  useFilmUploads.setState(({ uploads }) => ({
    uploads: {
      ...uploads,
      [key]: {
        key,
        target,
        fileName: file.name,
        sent: 0,
        total: file.size,
        phase: 'uploading',
        bytesPerSecond: null,
        error: null,
        contentUrl: null,
      },
    },
  }));
  controls.set(
    key,
    startUpload(target, file, {
      onProgress: (sent, total) => progress(key, sent, total),
      onSuccess: (contentUrl) => {
        controls.delete(key);
        files.delete(key);
        update(key, { phase: 'done', error: null, contentUrl, sent: file.size });
      },
      onError: (error) => update(key, { phase: 'failed', error }),
    }),
  );
}

export async function pauseFilmUpload(key: string): Promise<void> {
  update(key, { phase: 'paused' });
  await controls.get(key)?.pause();
}

export function resumeFilmUpload(key: string): void {
  const upload = useFilmUploads.getState().uploads[key];
  const file = files.get(key);
  if (upload?.phase === 'failed' && file) {
    // A failed upload starts again; tus finds its bytes on the server and goes on from there.
    startFilmUpload(upload.target, file);
    return;
  }
  baselines.set(key, null);
  update(key, { phase: 'uploading', error: null });
  controls.get(key)?.resume();
}

/** Stops the upload and removes what the server holds of it. */
export async function cancelFilmUpload(key: string): Promise<void> {
  const control = controls.get(key);
  controls.delete(key);
  files.delete(key);
  useFilmUploads.setState(({ uploads }) => {
    const { [key]: _gone, ...rest } = uploads;
    return { uploads: rest };
  });
  await control?.cancel().catch(() => undefined);
}

/** Forgets a finished upload (its status now comes from the transcode job). */
export function clearFilmUpload(key: string): void {
  useFilmUploads.setState(({ uploads }) => {
    const { [key]: _gone, ...rest } = uploads;
    return { uploads: rest };
  });
}

export function useFilmUpload(target: FilmTarget | null): FilmUpload | null {
  return useFilmUploads((state) => (target ? (state.uploads[filmTargetKey(target)] ?? null) : null));
}
