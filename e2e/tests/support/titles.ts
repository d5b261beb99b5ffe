import { type APIRequestContext, expect } from '@playwright/test';
import { type MovieFormValues, type MovieWrite, movieFormDefaults, toMovieWrite } from '@premieres/contracts';
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

/**
 * A title's admin-API body: the staff form's defaults (contracts' movieFormDefaults, the same
 * toMovieWrite the admin form sends) with these values. A new movie field gets its default there,
 * not in every test that makes a title.
 */
export function movieWrite(values: Partial<MovieFormValues> & { title: string }): MovieWrite {
  return toMovieWrite({ ...movieFormDefaults(), ...values });
}

/** Staff create a plain movie through the admin API; returns its id. */
export async function createTitle(
  request: APIRequestContext,
  token: string,
  title: string,
  overrides: { genre?: string; rating?: number } = {},
): Promise<string> {
  const movie = movieWrite({
    title,
    genre: overrides.genre ?? 'Drama',
    rating: overrides.rating ?? 6.1,
    duration_minutes: 100,
    release_year: 2024,
    certification: 'U',
  });
  const response = await request.post('/api/admin/movies', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { movie: JSON.stringify(movie) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
