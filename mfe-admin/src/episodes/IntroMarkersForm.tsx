import { Field, Input } from '@chakra-ui/react';
import { episodesApi } from '@premieres/api-client';
import { introMarkersError } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { useForm } from 'react-hook-form';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';
import type { AdminKey } from '../i18n/keys';

interface Values {
  introStartSeconds: string;
  introEndSeconds: string;
}
const optional = (text: string) => (text.trim() === '' ? null : Number(text));
const markers = (v: Values) => ({
  introStartSeconds: optional(v.introStartSeconds),
  introEndSeconds: optional(v.introEndSeconds),
});
const resolver = rulesResolver<Values>((values) => {
  const field = introMarkersError(markers(values));
  return field ? { [field]: 'episodes.rules.introOrder' } : {};
});

/** A movie title's intro markers (Skip Intro); both empty clears them. */
export function IntroMarkersForm({ movieId }: { movieId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const write = useStaffWrite();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: { introStartSeconds: '', introEndSeconds: '' },
  });
  const error = (name: keyof Values) => {
    // The resolver's message is this namespace's key (episodes.rules.introOrder).
    const key = formState.errors[name]?.message;
    return key ? t(key as AdminKey) : undefined;
  };
  return (
    <form
      noValidate
      aria-label={t('episodes.titleIntro')}
      onSubmit={handleSubmit((values) =>
        write.run(() => episodesApi.setIntro(movieId, markers(values)), {
          success: 'episodes.introSaved',
          failure: 'episodes.saveFailed',
        }),
      )}
    >
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root invalid={Boolean(formState.errors.introStartSeconds)} maxWidth="40">
          <Field.Label>{t('episodes.introStart')}</Field.Label>
          <Input inputMode="numeric" {...register('introStartSeconds')} />
          <Field.ErrorText>{error('introStartSeconds')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(formState.errors.introEndSeconds)} maxWidth="40">
          <Field.Label>{t('episodes.introEnd')}</Field.Label>
          <Input inputMode="numeric" {...register('introEndSeconds')} />
          <Field.ErrorText>{error('introEndSeconds')}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand" loading={write.pending}>
          {t('episodes.saveIntro')}
        </Button>
      </HStack>
    </form>
  );
}
