import { notify, toaster } from '@premieres/ui';
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
