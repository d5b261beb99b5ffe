import type { MediaLanguage, TranscodeJob, TranscodeJobList } from '@premieres/contracts';
import { call } from './http';

const job = (id: string) => `admin/transcoding/${encodeURIComponent(id)}`;

/** SRT or WebVTT by the file's name; the API converts SRT to WebVTT. */
function subtitleType(file: File): string {
  return /\.srt$/i.test(file.name) ? 'application/x-subrip' : 'text/vtt';
}

/** Staff: the titles' transcodes, retrying a failed one, and their language tracks (/api/admin/transcoding). */
export const transcodingApi = {
  list: (): Promise<TranscodeJobList> => call((c) => c.get('admin/transcoding').json()),
  /** 409 JOB_NOT_FAILED when the job is not failed (any more). */
  retry: (id: string): Promise<TranscodeJob> => call((c) => c.post(`${job(id)}/retry`).json()),
  /** Rejects with 400 SUBTITLE_INVALID naming the line of a broken file. */
  uploadSubtitles: (id: string, language: MediaLanguage, file: File): Promise<TranscodeJob> =>
    call((c) =>
      c
        .put(`${job(id)}/subtitles/${language}`, {
          body: file,
          headers: { 'content-type': subtitleType(file) },
        })
        .json(),
    ),
  /** 202: packaged in the background while the title keeps playing; 400 AUDIO_INVALID for a non-audio file. */
  uploadAudio: (id: string, language: MediaLanguage, file: File): Promise<TranscodeJob> =>
    call((c) =>
      c
        .put(`${job(id)}/audio/${language}`, {
          body: file,
          headers: { 'content-type': file.type.startsWith('audio/') ? file.type : 'audio/mp4' },
          // Audio files are large: no timeout shorter than the upload.
          timeout: false,
        })
        .json(),
    ),
};
