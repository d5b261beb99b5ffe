import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(props: { open?: boolean; pending?: boolean } = {}) {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderUi(
    <ConfirmDialog
      open={props.open ?? true}
      pending={props.pending}
      title="Delete Ravi?"
      body="Their list and history go too."
      confirmLabel="Delete"
      keepLabel="Keep"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

test('asks with its title and body, and Delete confirms', async () => {
  const { onConfirm, onClose } = renderDialog();
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Ravi?' });
  expect(dialog).toHaveTextContent('Their list and history go too.');
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
});

test('the keep button closes without acting', async () => {
  const { onConfirm, onClose } = renderDialog();
  fireEvent.click(await screen.findByRole('button', { name: 'Keep' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

test('while pending, keep is disabled', async () => {
  renderDialog({ pending: true });
  expect(await screen.findByRole('button', { name: 'Keep' })).toBeDisabled();
});

test('shows nothing while closed', () => {
  renderDialog({ open: false });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
