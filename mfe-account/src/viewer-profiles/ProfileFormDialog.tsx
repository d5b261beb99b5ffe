import { Button, Dialog, HStack, Input, NativeSelect, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { viewersApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import {
  CERTIFICATIONS,
  defaultCeiling,
  VIEWER_AVATARS,
  VIEWER_MESSAGE_VALUES,
  type ViewerProfile,
  type ViewerProfileFormValues,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify, USER_TEXT_SLOT, ViewerAvatar, WithUserText } from '@premieres/ui';
import { ConfirmDialog } from '@premieres/ui/dialog/ConfirmDialog';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../components/FormField';
import { ruleText } from '../i18n/ruleText';
import { LanguagesButton } from './languages/LanguagesButton';
import { profileFormResolver } from './profileFormResolver';
import { viewerErrorText } from './viewerErrors';

export interface ProfileFormDialogProps {
  /** The profile to edit, or null to create one. */
  profile: ViewerProfile | null;
  onClose: () => void;
  onChanged: () => void;
}

function initialValues(profile: ViewerProfile | null): ViewerProfileFormValues {
  return {
    name: profile?.name ?? '',
    avatar: profile?.avatar ?? 'star',
    kids: profile?.kids ?? false,
    ceiling: profile?.ceiling ?? defaultCeiling(false),
    pin: '',
  };
}

/** Create or edit a viewer profile: name, avatar, kids flag with its ceiling, PIN; delete. */
export function ProfileFormDialog({ profile, onClose, onChanged }: ProfileFormDialogProps) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  // Deleting is asked first: the profile's list and history go with it.
  const [askingDelete, setAskingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { register, handleSubmit, control, watch, setValue, formState } = useForm<ViewerProfileFormValues>({
    resolver: profileFormResolver,
    defaultValues: initialValues(profile),
  });
  const kids = watch('kids');

  const keepCurrent = (saved: ViewerProfile) => {
    // Editing the profile that is watching: the header and ceiling follow at once.
    const { viewerProfile, viewerToken, setViewer } = useAuthStore.getState();
    if (viewerProfile?.id === saved.id && viewerToken) setViewer(saved, viewerToken);
  };

  const run = async (action: () => Promise<void>, message: string) => {
    setFailure(null);
    try {
      await action();
      notify('success', message);
      onChanged();
      onClose();
    } catch (error) {
      setFailure(viewerErrorText(t, error));
    }
  };

  const save = handleSubmit((values) =>
    run(async () => {
      const ceiling = values.kids ? values.ceiling : 'A';
      const pin = values.pin ? { pin: values.pin } : {};
      if (profile) {
        keepCurrent(
          await viewersApi.update(profile.id, {
            name: values.name.trim(),
            avatar: values.avatar,
            ...(profile.isMain ? {} : { kids: values.kids }),
            ceiling,
            ...pin,
          }),
        );
      } else {
        const created = await viewersApi.create({
          name: values.name.trim(),
          avatar: values.avatar,
          kids: values.kids,
          ceiling,
        });
        if (values.pin) await viewersApi.update(created.id, pin);
      }
    }, t('profiles.form.saved')),
  );

  const clearPin = () =>
    profile &&
    run(
      async () => keepCurrent(await viewersApi.update(profile.id, { pin: null })),
      t('profiles.form.saved'),
    );
  const remove = async () => {
    if (!profile) return;
    setDeleting(true);
    await run(async () => {
      await viewersApi.remove(profile.id);
      if (useAuthStore.getState().viewerProfile?.id === profile.id) useAuthStore.getState().clearViewer();
    }, t('profiles.form.deleted'));
    setDeleting(false);
    setAskingDelete(false);
  };

  const errorOf = (message?: string) => ruleText(t, message, VIEWER_MESSAGE_VALUES);

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={save} data-testid="profile-form">
            <Dialog.Header>
              <Dialog.Title>
                {t(profile ? 'profiles.form.editTitle' : 'profiles.form.createTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <FormField label={t('profiles.form.name')} error={errorOf(formState.errors.name?.message)}>
                  <Input {...register('name')} maxLength={20} autoComplete="off" data-testid="profile-name" />
                </FormField>
                <FormField label={t('profiles.form.avatar')}>
                  <Controller
                    control={control}
                    name="avatar"
                    render={({ field }) => (
                      <HStack gap="2" flexWrap="wrap">
                        {VIEWER_AVATARS.map((avatar) => (
                          <Button
                            key={avatar}
                            type="button"
                            variant={field.value === avatar ? 'outline' : 'ghost'}
                            height="auto"
                            p="1"
                            aria-pressed={field.value === avatar}
                            aria-label={t(`profiles.avatars.${avatar}`)}
                            onClick={() => field.onChange(avatar)}
                          >
                            <ViewerAvatar avatar={avatar} size={40} />
                          </Button>
                        ))}
                      </HStack>
                    )}
                  />
                </FormField>
                {profile?.isMain ? null : (
                  <Controller
                    control={control}
                    name="kids"
                    render={({ field }) => (
                      <Switch.Root
                        checked={field.value}
                        onCheckedChange={(details) => {
                          field.onChange(details.checked);
                          setValue('ceiling', defaultCeiling(details.checked));
                        }}
                        data-testid="profile-kids"
                      >
                        <Switch.HiddenInput />
                        <Switch.Control />
                        <Switch.Label>{t('profiles.form.kids')}</Switch.Label>
                      </Switch.Root>
                    )}
                  />
                )}
                {kids ? (
                  <FormField label={t('profiles.form.ceiling')} helper={t('profiles.form.ceilingHelp')}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('ceiling')} data-testid="profile-ceiling">
                        {CERTIFICATIONS.map((cert) => (
                          <option key={cert} value={cert}>
                            {cert}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                ) : null}
                <FormField
                  label={t('profiles.form.pin')}
                  error={errorOf(formState.errors.pin?.message)}
                  helper={t(profile?.hasPin ? 'profiles.form.pinHelpSet' : 'profiles.form.pinHelpNew')}
                >
                  <Input
                    {...register('pin')}
                    type="password"
                    inputMode="numeric"
                    maxLength={4}
                    autoComplete="off"
                    data-testid="profile-pin"
                  />
                </FormField>
                {profile ? <LanguagesButton profile={profile} /> : null}
                {failure ? (
                  <Text color="fg.error" role="alert">
                    {failure}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {profile && !profile.isMain ? (
                <Button
                  type="button"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setAskingDelete(true)}
                >
                  {t('profiles.form.delete')}
                </Button>
              ) : null}
              {profile?.hasPin ? (
                <Button type="button" variant="outline" onClick={() => void clearPin()}>
                  {t('profiles.form.clearPin')}
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('profiles.form.cancel')}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={formState.isSubmitting}
                data-testid="profile-save"
              >
                {t('profiles.form.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {profile ? (
        <ConfirmDialog
          open={askingDelete}
          title={
            <WithUserText
              sentence={t('profiles.form.confirmDeleteTitle', { name: USER_TEXT_SLOT })}
              text={profile.name}
            />
          }
          body={
            <WithUserText
              sentence={t('profiles.form.confirmDeleteBody', { name: USER_TEXT_SLOT })}
              text={profile.name}
            />
          }
          confirmLabel={t('profiles.form.delete')}
          keepLabel={t('profiles.form.cancel')}
          pending={deleting}
          onConfirm={() => void remove()}
          onClose={() => setAskingDelete(false)}
        />
      ) : null}
    </Dialog.Root>
  );
}
