import { initI18n } from '@premieres/i18n';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { loadRemoteApp } from './federation/load-remote-app';
import { ShellRoutes } from './ShellRoutes';
import './i18n';

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

async function renderAt(path: string) {
  initI18n({ language: 'en' });
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <ShellRoutes />
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
});

test('an unknown path shows the 404 page inside the UI kit', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderAt('/no/such/page');
  expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
  expect(screen.getByTestId('ui-kit')).toContainElement(screen.getByText('Oops! Page not found'));
  jest.restoreAllMocks();
});
