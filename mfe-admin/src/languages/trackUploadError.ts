import { isApiRequestError } from '@premieres/api-client';
import { MEDIA_NOT_READY } from '@premieres/contracts';
import type { AdminKey } from '../i18n/keys';

/** i18n key and values of a refused track upload: a broken subtitle file names its line. */
export function trackUploadError(error: unknown): { key: AdminKey; values?: Record<string, unknown> } {
  if (!isApiRequestError(error)) return { key: 'mediaLanguages.uploadFailed' };
  if (error.code === 'SUBTITLE_INVALID') {
    const line = /line (\d+)/.exec(error.message)?.[1];
    const reason = error.message.replace(/^Subtitle file, line \d+: /, '');
    return line
      ? { key: 'mediaLanguages.subtitleLine', values: { line, reason } }
      : { key: 'mediaLanguages.subtitleInvalid' };
  }
  if (error.code === 'AUDIO_INVALID') return { key: 'mediaLanguages.audioInvalid' };
  if (error.code === MEDIA_NOT_READY) return { key: 'mediaLanguages.notReady' };
  return { key: 'mediaLanguages.uploadFailed' };
}
