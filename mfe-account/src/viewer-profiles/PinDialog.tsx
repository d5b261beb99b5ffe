import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { viewersApi } from '@premieres/api-client';
import {
  VIEWER_MESSAGE_VALUES,
  VIEWER_PIN_LENGTH,
  type ViewerPinEntry,
  type ViewerProfile,
  validateViewerPinEntry,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { USER_TEXT_SLOT, WithUserText } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../components/FormField';
import { ruleText } from '../i18n/ruleText';
import { viewerErrorText } from './viewerErrors';

/** The shared resolver over contracts' PIN rule; its message is an id (rules.<id>). */
const resolver = rulesResolver<ViewerPinEntry>(validateViewerPinEntry);

export interface PinDialogProps {
  profile: ViewerProfile;
  onClose: () => void;
  onChosen: () => void;
}

/** Asks the PIN of a protected profile; the API checks it and locks after five wrong tries. */
export function PinDialog({ profile, onClose, onChosen }: PinDialogProps) {
  const { t } = useTranslation('account');
  // A refusal stays shown until the next try (no re-check while typing).
  const { control, handleSubmit, formState, setError, setValue, watch } = useForm<ViewerPinEntry>({
    resolver,
    defaultValues: { pin: '' },
    reValidateMode: 'onSubmit',
  });
  const complete = watch('pin').length === VIEWER_PIN_LENGTH;

  const submit = handleSubmit(async ({ pin }) => {
    try {
      await viewersApi.select(profile.id, pin);
      onChosen();
    } catch (error) {
      setValue('pin', '');
      setError('pin', { type: 'server', message: viewerErrorText(t, error) });
    }
  });

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
                <FormField
                  label={t('profiles.pin.label')}
                  error={ruleText(t, formState.errors.pin?.message, VIEWER_MESSAGE_VALUES)}
                >
                  <Controller
                    name="pin"
                    control={control}
                    render={({ field }) => (
                      <Input
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) =>
                          field.onChange(event.target.value.replace(/\D/g, '').slice(0, VIEWER_PIN_LENGTH))
                        }
                        type="password"
                        inputMode="numeric"
                        maxLength={VIEWER_PIN_LENGTH}
                        autoFocus
                        data-testid="pin-input"
                      />
                    )}
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('profiles.pin.cancel')}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={formState.isSubmitting}
                disabled={!complete}
              >
                {t('profiles.pin.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
