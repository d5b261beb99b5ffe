import { notify, toaster } from '@premieres/ui';
import { carryToast } from '@premieres/ui/plain/carried-toast';
import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';

afterEach(() => act(() => toaster.remove()));

// renderShell wraps pages in UiRoot, which holds the shell's one DeferredToaster.
test('mounts the toast view on the first toast and shows it', async () => {
  const { container } = renderShell(<p>page</p>);
  expect(container.querySelector('[data-scope="toast"]')).toBeNull();
  act(() => {
    notify('success', 'Signed out successfully', 'See you next time!');
  });
  expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
});

test('shows the toast the previous document carried over (the prerendered /auth’s sign-in)', async () => {
  carryToast({ kind: 'success', title: 'Welcome back!', description: "You've successfully signed in." });
  renderShell(<p>page</p>);
  expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  expect(sessionStorage.length).toBe(0);
});
