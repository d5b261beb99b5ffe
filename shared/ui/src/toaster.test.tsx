import { act, screen } from '@testing-library/react';
import { renderUi } from './test-utils';
import { AppToaster, notify, TOAST_DURATION_MS, toaster } from './toaster';

afterEach(() => {
  act(() => {
    toaster.remove();
  });
});

test('toasts display for 5 seconds (spec §9)', () => {
  expect(TOAST_DURATION_MS).toBe(5000);
  expect(toaster.attrs.duration).toBe(5000);
});

test('notify shows a toast with title and description', async () => {
  renderUi(<AppToaster />);
  act(() => {
    notify('success', 'Welcome back!', "You've successfully signed in.");
  });
  expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  expect(screen.getByText("You've successfully signed in.")).toBeInTheDocument();
  expect(toaster.getVisibleToasts()).toHaveLength(1);
});
