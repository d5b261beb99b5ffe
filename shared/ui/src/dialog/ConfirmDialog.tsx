// Imported by path (`@premieres/ui/dialog/ConfirmDialog`), not from the package index: Chakra's
// Dialog is a heavy part, so it goes into the bundle of the remote that asks, under that remote's
// own ChakraProvider, and stays out of the shared @premieres/ui singleton.
import { Dialog, Portal } from '@chakra-ui/react';
// The light Button comes from the shared singleton (by package name, so a remote's build consumes
// the shell's copy instead of bundling a second one).
import { Button } from '@premieres/ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  /** Closes without acting ('Keep subscription', 'Cancel'). */
  keepLabel: string;
  pending?: boolean;
  /** Where the dialog sits: Chakra's 'top' or the middle of the screen (default). */
  placement?: 'center' | 'top';
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before what cannot be undone (cancelling the subscription, deleting a profile, a title,
 * a user or a category). Closing it (Escape, the backdrop, the keep button) does nothing else.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  keepLabel,
  pending,
  placement = 'center',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      role="alertdialog"
      placement={placement}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {keepLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
