import { initI18n } from '@premieres/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { BackButton } from './BackButton';
import { UiProvider } from './UiProvider';

function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/about')}>
      open about
    </button>
  );
}

function renderRoutes(initial: string) {
  initI18n({ language: 'en' });
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/start" element={<Start />} />
          <Route path="/about" element={<BackButton />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

test('goes back to the previous page', () => {
  renderRoutes('/start');
  fireEvent.click(screen.getByRole('button', { name: 'open about' }));
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('button', { name: 'open about' })).toBeInTheDocument();
});

test('opened directly, it goes to the home page instead of leaving the site', () => {
  renderRoutes('/about');
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('home page')).toBeInTheDocument();
});
