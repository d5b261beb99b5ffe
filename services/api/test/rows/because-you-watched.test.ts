import type { BecauseYouWatched } from '@premieres/contracts';
import { movieModel } from '../../src/models/movie';
import { useClockedApp } from '../account/clocked-app';
import { subscribe } from '../billing/billing-fixtures';
import { asViewer, bearer, createViewerProfile, selectViewerProfile, signUp } from '../helpers';

/**
 * "Because you watched {title}" per viewer profile, from its watch progress. Seeded titles: '2'
 * Antariksh (Sci-Fi, U/A 13+, directed by Meenal Kapadia), '7' Mission Gaganyaan (Sci-Fi, U/A 7+),
 * '10' Maaya Nagaram (Sci-Fi, U/A 13+), 'tv3' Chandrayaan Colony (Sci-Fi, U/A 7+), '3' Golmaal
 * Junction (Comedy, U/A 7+).
 */
const { state } = useClockedApp();
type Headers = Record<string, string>;
let main: Headers;
let kids: Headers;
let fresh: Headers;

beforeAll(async () => {
  const member = await signUp(state.app);
  await subscribe(state.app, member);
  main = bearer(member.accessToken);
  const kidsProfile = await createViewerProfile(state.app, member, {
    name: 'Kids',
    kids: true,
    ceiling: 'U/A 7+',
  });
  kids = asViewer(member, await selectViewerProfile(state.app, member, kidsProfile.id));
  const other = await signUp(state.app);
  await subscribe(state.app, other);
  fresh = bearer(other.accessToken);
  // A title by Antariksh's director in another genre, and one sharing two of its actors.
  await movieModel(state.app.db).create([
    {
      _id: 'byw-director',
      title: 'Meenal Kapadia Drama',
      type: 'movie',
      genre: 'Drama',
      director: 'Meenal Kapadia',
      certification: 'U',
    },
    {
      _id: 'byw-cast',
      title: 'Two Familiar Faces',
      type: 'movie',
      genre: 'Romance',
      director: 'Someone Else',
      movie_cast: ['Ishaan Verma', 'Tara Deshmukh'],
      certification: 'U',
    },
  ]);
});

async function save(headers: Headers, movieId: string, positionSeconds: number, durationSeconds: number) {
  const res = await state.app.inject({
    method: 'PUT',
    url: `/api/me/progress/${movieId}`,
    headers,
    payload: { positionSeconds, durationSeconds },
  });
  expect(res.statusCode).toBe(200);
}

async function row(headers: Headers): Promise<BecauseYouWatched> {
  const res = await state.app.inject({ method: 'GET', url: '/api/me/because-you-watched', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

it('is empty before the profile has watched anything', async () => {
  expect(await row(fresh)).toEqual({ because: null, items: [] });
});

it('follows what the profile watched most: shared cast and director first, minus what it finished', async () => {
  await save(main, '10', 3000, 3000); // finished, but shorter than Antariksh
  await save(main, '2', 7100, 7200); // finished: the most watched
  await save(main, '7', 600, 7200); // started only
  const answer = await row(main);
  expect(answer.because).toEqual({ id: '2', title: 'Antariksh' });
  const ids = answer.items.map((movie) => movie.id);
  // Two actors (2 × 2) beat the director (3), who beats the genre (1).
  expect(ids.slice(0, 2)).toEqual(['byw-cast', 'byw-director']);
  expect(ids).toEqual(expect.arrayContaining(['7', 'tv3']));
  // Finished titles (Antariksh itself, Maaya Nagaram) are not offered again.
  expect(ids).not.toContain('2');
  expect(ids).not.toContain('10');
  expect(answer.items.every((movie) => movie.genre === 'Sci-Fi' || movie.id.startsWith('byw-'))).toBe(true);
});

it("keeps a kids profile's row within its ceiling", async () => {
  await save(kids, '7', 900, 7200);
  const answer = await row(kids);
  expect(answer.because).toEqual({ id: '7', title: 'Mission Gaganyaan' });
  const ids = answer.items.map((movie) => movie.id);
  expect(ids).toContain('tv3');
  for (const above of ['2', '10']) expect(ids).not.toContain(above);
  expect(answer.items.every((movie) => ['U', 'U/A 7+'].includes(movie.certification))).toBe(true);
});
