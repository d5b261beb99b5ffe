/**
 * Staff upload the film itself (a title's content, or one episode's) over tus, the resumable
 * upload protocol: `POST /api/admin/film-uploads` creates an upload, `PATCH` sends bytes from an
 * offset, `HEAD` reads the offset after a dropped connection or a page reload.
 *
 * In a module of its own: the API client (a shared singleton every page loads) needs only the
 * path, and film-upload.ts would bring the whole message catalogue with it.
 */
export const FILM_UPLOAD_PATH = 'admin/film-uploads';
