import { Button, HStack, Input } from '@chakra-ui/react';
import { accountApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { type AccountProfile, type AccountProfilePatch, validateFullName } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { useForm } from 'react-hook-form';
import { serverMessage } from '../auth/apiErrors';
import { FormField } from '../components/FormField';
import { ruleText } from '../i18n/ruleText';

/** The same rule and message as the API. */
const resolver = rulesResolver<AccountProfilePatch>((values) => ({
  full_name: validateFullName(values.full_name) || undefined,
}));

/** The editable full name (spec `profiles.full_name`); the session's user takes the new name too. */
export function FullNameForm({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  onSaved: (p: AccountProfile) => void;
}) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, formState, reset } = useForm<AccountProfilePatch>({
    resolver,
    defaultValues: { full_name: profile.full_name },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await accountApi.saveProfile(values);
      const { user, accessToken, setSession } = useAuthStore.getState();
      if (user && accessToken) setSession({ user: { ...user, full_name: saved.full_name }, accessToken });
      reset({ full_name: saved.full_name });
      onSaved(saved);
      notify('success', t('profile.saved'));
    } catch (error) {
      notify('error', t('profile.saveFailed'), serverMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('profile.fullName')}>
      <FormField label={t('profile.fullName')} error={ruleText(t, formState.errors.full_name?.message)}>
        <HStack width="full" align="flex-start">
          <Input {...register('full_name')} autoComplete="name" data-testid="profile-full-name" />
          <Button
            type="submit"
            colorPalette="brand"
            loading={formState.isSubmitting}
            loadingText={t('profile.saving')}
            disabled={!formState.isDirty}
          >
            {t('profile.save')}
          </Button>
        </HStack>
      </FormField>
    </form>
  );
}
