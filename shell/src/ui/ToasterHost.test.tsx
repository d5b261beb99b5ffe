import { initI18n } from '@premieres/i18n';
import { toaster } from '@premieres/ui';
import { carryToast } from '@premieres/ui/plain/carried-toast';
import { notify } from '@premieres/ui/plain/notify';
import { act, render, screen } from '@testing-library/react';
import { ToasterHost } from './ToasterHost';

afterEach(() => act(() => toaster.remove()));
beforeAll(() => initI18n({ language: 'en' }));

// A page drawn without the UI kit: no UiRoot around it, only the host.
test('loads the toast view when a page without the kit asks for its first toast, and shows it', async () => {
  const { container } = render(<ToasterHost />);
  expect(container).toBeEmptyDOMElement();
  act(() => notify('success', 'Added to My List', 'Mission Mumbai'));
  expect(await screen.findByText('Added to My List')).toBeInTheDocument();
  expect(screen.getByText('Mission Mumbai')).toBeInTheDocument();
});

test('shows the toast the previous document carried over, without the page asking', async () => {
  carryToast({ kind: 'success', title: 'Welcome back!', description: "You've successfully signed in." });
  render(<ToasterHost />);
  expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  expect(sessionStorage.length).toBe(0);
});
