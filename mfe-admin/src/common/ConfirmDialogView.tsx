import { Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Button } from '@premieres/ui';
import { ADMIN_NS } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §5: single and bulk delete ask for confirmation first (loaded by ConfirmDialog when first opened). */
export function ConfirmDialogView({
  open,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                {t('actions.cancel')}
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
