import { type APIRequestContext, expect } from '@playwright/test';
import type { MovieWrite } from '@premieres/contracts';
import { csrfHeaders } from './csrf';

/** A bearer token for an account, signed in through the API. */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: account, headers: csrfHeaders() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Staff create a plain movie through the admin API; returns its id. */
export async function createTitle(
  request: APIRequestContext,
  token: string,
  title: string,
  overrides: { genre?: string; rating?: number } = {},
): Promise<string> {
  // Typed by the contracts' schema the API validates: a new required field fails to compile here.
  const movie: MovieWrite = {
    title,
    description: null,
    genre: overrides.genre ?? 'Drama',
    rating: overrides.rating ?? 6.1,
    thumbnail: null,
    trailer_url: null,
    content_url: null,
    director: null,
    movie_cast: [],
    type: 'movie',
    is_new: false,
    is_trending: false,
    seasons: null,
    episodes: null,
    duration_minutes: 100,
    release_year: 2024,
    certification: 'U',
  };
  const response = await request.post('/api/admin/movies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { movie: JSON.stringify(movie) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
