import { initI18n } from '@premieres/i18n';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { loadRemoteApp } from './federation/load-remote-app';
import { buildRouteTable, type RouteTable } from './routes/route-table';
import { loadRouteTable } from './routes/route-table-ready';
import { ShellRoutes } from './ShellRoutes';
import { ROUTES_MANIFEST } from './test/routes-manifest';
import './i18n';

jest.mock('./routes/route-table-ready', () => ({ loadRouteTable: jest.fn() }));
jest.mock('./federation/load-remote-app', () => ({
  ...jest.requireActual('./federation/load-remote-app'),
  loadRemoteApp: jest.fn(),
}));
// Stands in for the lazy UI-kit chunk (Chakra provider + toaster), so a test sees when it loads.
jest.mock('./ui/UiRoot', () => {
  const { UiProvider } = jest.requireActual<typeof import('@premieres/ui')>('@premieres/ui');
  return {
    __esModule: true,
    default: ({ children }: { children: ReactNode }) => (
      <UiProvider>
        <div data-testid="ui-kit">{children}</div>
      </UiProvider>
    ),
  };
});

const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
let go: (path: string) => void = () => undefined;

function Navigator() {
  go = useNavigate();
  return null;
}

async function renderAt(path: string, table: RouteTable = buildRouteTable(ROUTES_MANIFEST)) {
  initI18n({ language: 'en' });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <ShellRoutes routeTable={table} />
      </MemoryRouter>,
    );
  });
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => <h1>Visitor page</h1> });
});

test('the landing page renders without the UI kit', async () => {
  await renderAt('/');
  expect(await screen.findByRole('heading', { name: 'Visitor page' })).toBeInTheDocument();
  expect(screen.queryByTestId('ui-kit')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe-landing', 'App', false);
});

test('a visitor page that uses the UI kit gets it, and it stays on the way back to /', async () => {
  await renderAt('/');
  await screen.findByRole('heading', { name: 'Visitor page' });
  await act(async () => go('/faq'));
  expect(await screen.findByTestId('ui-kit')).toContainElement(
    screen.getByRole('heading', { name: 'Visitor page' }),
  );
  await act(async () => go('/'));
  expect(screen.getByTestId('ui-kit')).toBeInTheDocument();
  // The first import of the UI kit (Chakra) in jsdom takes seconds on a busy machine.
}, 30_000);

test('an unknown path shows the 404 page inside the UI kit', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderAt('/no/such/page');
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByTestId('ui-kit')).toContainElement(screen.getByText('Oops! Page not found'));
  jest.restoreAllMocks();
});

test('a page added by a remote is routed to it without a shell change', async () => {
  const manifest = {
    ...ROUTES_MANIFEST,
    'mfe-browse': {
      entry: '/remotes/mfe-browse/mf-manifest.json',
      routes: [{ path: '/kids', chrome: 'app' as const, uiKit: true, access: 'anyone' as const }],
    },
  };
  await renderAt('/kids', buildRouteTable(manifest));
  expect(load).toHaveBeenCalledWith('mfe-browse', 'App', false);
});

test('when no remote declares a route (the manifest failed), Retry reads it again', async () => {
  const reload = loadRouteTable as jest.MockedFunction<typeof loadRouteTable>;
  reload.mockResolvedValue(buildRouteTable(ROUTES_MANIFEST));
  await renderAt('/faq', { routes: [], conflicts: [] });
  await act(async () => (await screen.findByRole('button', { name: 'Retry' })).click());
  expect(reload).toHaveBeenCalledWith(true);
  expect(await screen.findByRole('heading', { name: 'Visitor page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe-landing', 'App', false);
});
