import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { authApi } from '@premieres/api-client';
import { normalizeEmail, validatePasswordReset } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { useForm } from 'react-hook-form';
import { FormField } from '../components/FormField';
import { ruleText } from '../i18n/ruleText';
import { serverMessage } from './apiErrors';

interface Values {
  email: string;
}

const resolver = rulesResolver<Values>(validatePasswordReset);

export interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Forgot password: asks for the address and sends the reset link (spec §2, §4 Reset dialog). */
export function ResetPasswordDialog({ open, onOpenChange }: ResetPasswordDialogProps) {
  const { t } = useTranslation('account');
  // Checked when sent, and again only when sent again.
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.requestPasswordReset(normalizeEmail(email));
      notify('success', t('toasts.resetSentTitle'), t('toasts.resetSentDescription'));
      reset();
      onOpenChange(false);
    } catch (failure) {
      notify('error', t('toasts.resetFailed'), serverMessage(t, failure));
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('resetDialog.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {t('resetDialog.description')}
                  </Text>
                  <FormField
                    label={t('auth.fields.email')}
                    error={ruleText(t, formState.errors.email?.message)}
                  >
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder={t('auth.placeholders.email')}
                      {...register('email')}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button type="button" variant="outline">
                    {t('resetDialog.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={formState.isSubmitting}
                  loadingText={t('resetDialog.sending')}
                >
                  {t('resetDialog.send')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
