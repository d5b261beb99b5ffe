import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { viewersApi } from '@premieres/api-client';
import type { ViewerProfile } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { USER_TEXT_SLOT, WithUserText } from '@premieres/ui';
import { useState } from 'react';
import { FormField } from '../components/FormField';
import { viewerErrorText } from './viewerErrors';

export interface PinDialogProps {
  profile: ViewerProfile;
  onClose: () => void;
  onChosen: () => void;
}

/** Asks the PIN of a protected profile; the API checks it and locks after five wrong tries. */
export function PinDialog({ profile, onClose, onChosen }: PinDialogProps) {
  const { t } = useTranslation('account');
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await viewersApi.select(profile.id, pin);
      onChosen();
    } catch (error) {
      setFailure(viewerErrorText(t, error));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event) => void submit(event)}>
            <Dialog.Header>
              <Dialog.Title>{t('profiles.pin.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  <WithUserText
                    sentence={t('profiles.pin.description', { name: USER_TEXT_SLOT })}
                    text={profile.name}
                  />
                </Text>
                <FormField label={t('profiles.pin.label')} error={failure ?? undefined}>
                  <Input
                    value={pin}
                    onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 4))}
                    type="password"
                    inputMode="numeric"
                    maxLength={4}
                    autoFocus
                    data-testid="pin-input"
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('profiles.pin.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy} disabled={pin.length !== 4}>
                {t('profiles.pin.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
