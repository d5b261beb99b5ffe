// Apart from the schemas: the API client (on every page) only needs the names.

/** Multipart part names of POST/PATCH /api/admin/movies and PUT /api/admin/movies/:id/thumbnail. */
export const MOVIE_UPLOAD_PARTS = { movie: 'movie', thumbnail: 'thumbnail', trailer: 'trailer' } as const;
