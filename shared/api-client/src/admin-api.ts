import {
  type AdminMovieListQuery,
  type Analytics,
  type AuditEntry,
  type AuditListQuery,
  type BulkFlags,
  type Category,
  type CategoryWrite,
  MOVIE_UPLOAD_PARTS,
  type MoviePatch,
  type MovieRecord,
  type MovieWrite,
  type Paged,
  type PlayStats,
  type StaffMember,
  type TopTenStats,
  type TrendingSlots,
  type WebVitalsSummary,
} from '@premieres/contracts';
import { call } from './http';
import { toSearchParams } from './search-params';
import { sendWithProgress, type UploadProgress } from './upload';

/** Poster and trailer chosen in the movie form; either may be absent. */
export interface MovieFiles {
  thumbnail?: File | null;
  trailer?: File | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The multipart body: the record as JSON first (the API reads it before streaming files), then files. */
function movieBody(movie: MovieWrite | MoviePatch, files: MovieFiles): FormData {
  const body = new FormData();
  body.set(MOVIE_UPLOAD_PARTS.movie, JSON.stringify(movie));
  if (files.thumbnail) body.set(MOVIE_UPLOAD_PARTS.thumbnail, files.thumbnail);
  if (files.trailer) body.set(MOVIE_UPLOAD_PARTS.trailer, files.trailer);
  return body;
}

const movie = (id: string) => `admin/movies/${encodeURIComponent(id)}`;
const category = (id: string) => `admin/categories/${encodeURIComponent(id)}`;

/** Staff calls under `/api/admin` (moderator or admin), typed by the contracts schemas. */
export const adminApi = {
  listMovies: (query: Partial<AdminMovieListQuery> = {}): Promise<Paged<MovieRecord>> =>
    call((c) => c.get('admin/movies', { searchParams: toSearchParams(query) }).json()),
  getMovie: (id: string): Promise<MovieRecord> => call((c) => c.get(movie(id)).json()),
  createMovie: (
    write: MovieWrite,
    files: MovieFiles = {},
    options: UploadOptions = {},
  ): Promise<MovieRecord> =>
    sendWithProgress({ method: 'POST', path: 'admin/movies', body: movieBody(write, files), ...options }),
  updateMovie: (
    id: string,
    patch: MoviePatch,
    files: MovieFiles = {},
    options: UploadOptions = {},
  ): Promise<MovieRecord> =>
    sendWithProgress({ method: 'PATCH', path: movie(id), body: movieBody(patch, files), ...options }),
  deleteMovie: async (id: string): Promise<void> => {
    await call((c) => c.delete(movie(id)));
  },
  bulkDelete: (ids: string[]): Promise<{ deleted: number }> =>
    call((c) => c.post('admin/movies/bulk-delete', { json: { ids } }).json()),
  bulkFlags: (body: BulkFlags): Promise<{ updated: number }> =>
    call((c) => c.post('admin/movies/bulk-flags', { json: body }).json()),
  uploadThumbnail: (id: string, file: File, options: UploadOptions = {}): Promise<MovieRecord> => {
    const body = new FormData();
    body.set(MOVIE_UPLOAD_PARTS.thumbnail, file);
    return sendWithProgress({ method: 'PUT', path: `${movie(id)}/thumbnail`, body, ...options });
  },

  trending: (): Promise<TrendingSlots> => call((c) => c.get('admin/trending').json()),
  /** Replaces the whole order: slot i = position i + 1, movie id or null. */
  saveTrending: (slots: (string | null)[]): Promise<TrendingSlots> =>
    call((c) => c.put('admin/trending', { json: { slots } }).json()),

  categories: (): Promise<Category[]> => call((c) => c.get('admin/categories').json()),
  createCategory: (write: CategoryWrite): Promise<Category> =>
    call((c) => c.post('admin/categories', { json: write }).json()),
  updateCategory: (id: string, write: CategoryWrite): Promise<Category> =>
    call((c) => c.patch(category(id), { json: write }).json()),
  deleteCategory: async (id: string): Promise<void> => {
    await call((c) => c.delete(category(id)));
  },

  analytics: (): Promise<Analytics> => call((c) => c.get('admin/analytics').json()),
  playStats: (): Promise<PlayStats> => call((c) => c.get('admin/analytics/plays').json()),
  /** Top 10 today with each title's play count (the members' row, whole catalogue). */
  topTenStats: (): Promise<TopTenStats> => call((c) => c.get('admin/analytics/top-ten').json()),
  /** Field data: p75 of LCP, INP and CLS per route (the shell reports them). */
  webVitals: (): Promise<WebVitalsSummary> => call((c) => c.get('admin/analytics/vitals').json()),
  audit: (query: Partial<AuditListQuery> = {}): Promise<Paged<AuditEntry>> =>
    call((c) => c.get('admin/audit', { searchParams: toSearchParams(query) }).json()),
  staff: (): Promise<StaffMember[]> => call((c) => c.get('admin/staff').json()),
};
