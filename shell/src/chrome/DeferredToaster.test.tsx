import { notify, toaster } from '@premieres/ui';
import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { DeferredToaster } from './DeferredToaster';

afterEach(() => act(() => toaster.remove()));

test('mounts the toast view on the first toast and shows it', async () => {
  const { container } = renderShell(<DeferredToaster />);
  expect(container.querySelector('[data-scope="toast"]')).toBeNull();
  act(() => {
    notify('success', 'Signed out successfully', 'See you next time!');
  });
  expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
});
