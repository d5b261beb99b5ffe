import type { FakeApi } from '@premieres/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { DetailLink } from './DetailLink';
import { loadDetailPage } from './detail-chunk';

jest.mock('./detail-chunk', () => ({
  loadDetailPage: jest.fn(() => Promise.resolve({ default: () => null })),
}));

/** The detail page's code arrives when the test says so. */
function deferredPage() {
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  return { Page, arrive: () => arrive({ default: () => <h1>Detail page</h1> }) };
}

// Plain navigations elsewhere, as in the shell: only the card's link asks for a transition.
function renderCard(DetailPage: ComponentType = () => <h1>Detail page</h1>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/movies']} useTransitions={false}>
        <Suspense fallback={<p>Loading page</p>}>
          <Routes>
            <Route
              path="/movies"
              element={
                <>
                  <h1>Movies page</h1>
                  <DetailLink id="3">Kaalpath</DetailLink>
                </>
              }
            />
            <Route path="/content/:id" element={<DetailPage />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DetailLink', () => {
  let api: FakeApi;
  beforeEach(() => {
    jest.mocked(loadDetailPage).mockClear();
    api = fakeBrowseApi({ 'GET movies/:id': movie({ id: '3', title: 'Kaalpath' }) });
  });
  afterEach(() => expect(api.unanswered).toEqual([]));

  it('links to the title page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Kaalpath' });
    expect(link).toHaveAttribute('href', '/content/3');
    expect(link).not.toHaveAttribute('aria-busy');
  });

  it('starts the detail page code and the title read on intent, once, after the event', async () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Kaalpath' });
    fireEvent.pointerEnter(link);
    // Not inside the pointer's own task: a click right behind it is handled first.
    expect(loadDetailPage).not.toHaveBeenCalled();
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    fireEvent.pointerEnter(link);
    await waitFor(() => expect(loadDetailPage).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(loadDetailPage).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('GET movies/:id').map((call) => call.path)).toEqual(['movies/3']));
  });

  it('keeps the current page up until the detail page is ready, then shows it', async () => {
    const { Page, arrive } = deferredPage();
    renderCard(Page);
    fireEvent.click(screen.getByRole('link', { name: 'Kaalpath' }));
    expect(screen.getByRole('heading', { name: 'Movies page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kaalpath' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Detail page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Movies page' })).not.toBeInTheDocument();
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    renderCard();
    fireEvent.click(screen.getByRole('link', { name: 'Kaalpath' }), { ctrlKey: true });
    expect(screen.getByRole('heading', { name: 'Movies page' })).toBeInTheDocument();
  });
});
