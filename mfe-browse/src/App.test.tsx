import type { FakeApi } from '@premieres/api-client/testing';
import { initI18n } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import App, { PAGE_CHUNKS, pageLoader } from './App';
import { ROUTES } from './routes';
import { page } from './test/api-mock';
import { fakeBrowseApi } from './test/fakeBrowseApi';
import { movie } from './test/movies';
import { signOut } from './test/render';

initI18n({ language: 'en' });

function renderApp(path: string) {
  // No QueryClientProvider: App brings its own when the shell has none.
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('browse App', () => {
  let api: FakeApi;
  /** The catalogue queries as sent (page and limit read back as numbers). */
  const listed = () =>
    api.callsTo('GET movies').map((call) => {
      const query: Record<string, string | number> = Object.fromEntries(call.query);
      for (const key of ['page', 'limit']) if (key in query) query[key] = Number(query[key]);
      return query;
    });
  beforeEach(() => {
    signOut();
    api = fakeBrowseApi();
  });
  afterEach(() => expect(api.unanswered).toEqual([]));

  it.each(['/content/2', '/movie/2'])('routes %s to the detail page', async (path) => {
    api.on('GET movies/:id', movie({ id: '2', title: 'Antariksh' }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Antariksh', level: 1 })).toBeInTheDocument();
    expect(api.callsTo('GET movies/:id').at(-1)?.path).toBe('movies/2');
  });

  it('routes /premieres to the premieres page with series rows', async () => {
    const series = [movie({ id: 'tv1', title: 'Mohalla Diaries', type: 'tv', genre: 'Drama' })];
    api.on('GET movies', ({ query }) => {
      const genre = query.get('genre');
      return page(series.filter((m) => !genre || m.genre === genre));
    });
    renderApp('/premieres');
    expect(
      await screen.findByText('Latest premieres this month! Book your tickets Now!'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'TV Shows' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Drama Series' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Action Series' })).not.toBeInTheDocument(),
    );
    expect(listed()).toContainEqual({ type: 'tv', page: 1, limit: 20 });
    expect(listed()).toContainEqual({ type: 'tv', genre: 'Action', page: 1, limit: 20 });
  });

  it('serves every declared route with its declared page chunk', () => {
    expect(ROUTES.map((route) => route.path)).toContain('/search');
    for (const route of ROUTES) expect(pageLoader(route)).toEqual(expect.any(Function));
    // …and every page it can load is declared: a page outside routes.ts would have no route.
    expect(Object.keys(PAGE_CHUNKS).sort()).toEqual(
      [...new Set(ROUTES.map((route) => route.pageChunk))].sort(),
    );
  });

  it('switches languages: Hindi texts come from the browse namespace', async () => {
    const { i18n } = await import('@premieres/i18n');
    await i18n.changeLanguage('hi');
    try {
      api.on('GET movies', page([]));
      const { unmount } = renderApp('/premieres');
      expect(await screen.findByText('इस महीने के नवीनतम प्रीमियर! अभी अपने टिकट बुक करें!')).toBeInTheDocument();
      unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
