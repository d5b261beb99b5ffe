// The factory of jest.mock('@premieres/api-client'). It must not import the api-client itself:
// the factory would then run again while the first run is still in progress.
export function apiClientMock() {
  const actual = jest.requireActual<typeof import('@premieres/api-client')>('@premieres/api-client');
  return {
    ...actual,
    // The arrived* lookups stay real: they read the early-read registry a test fills.
    catalogApi: {
      ...actual.catalogApi,
      listMovies: jest.fn(),
      getMovie: jest.fn(),
      trending: jest.fn(),
      categories: jest.fn(),
    },
    libraryApi: {
      getList: jest.fn(),
      addToList: jest.fn(),
      removeFromList: jest.fn(),
      getLikes: jest.fn(),
      like: jest.fn(),
      unlike: jest.fn(),
    },
    watchProgressApi: {
      continueWatching: jest.fn(async () => ({ items: [], total: 0, page: 1, limit: 20 })),
      remove: jest.fn(),
      get: jest.fn(),
      save: jest.fn(),
    },
    languagesApi: {
      ...actual.languagesApi,
      ofTitle: jest.fn(async () => ({ audio: ['en'], subtitles: ['en', 'hi'] })),
    },
    rowsApi: {
      topTen: jest.fn(async () => ({ items: [] })),
      becauseYouWatched: jest.fn(async () => ({ because: null, items: [] })),
    },
    searchApi: {
      search: jest.fn(),
      suggest: jest.fn(),
      recent: jest.fn(async () => ({ items: [] })),
      remember: jest.fn(async () => ({ items: [] })),
      clearRecent: jest.fn(),
    },
    episodesApi: { seasons: jest.fn(async (movieId: string) => ({ movieId, seasons: [] })) },
    billingApi: {
      plans: jest.fn(async () => [...jest.requireActual('@premieres/contracts').PLANS]),
      checkout: jest.fn(),
      changePlan: jest.fn(),
    },
    // Patched in place so the real endSession (which holds the same object) calls the mock.
    authApi: Object.assign(actual.authApi, { signOut: jest.fn() }),
  };
}
