import { Box, Button, Dialog, NativeSelect, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { languagesApi } from '@premieres/api-client';
import {
  MEDIA_LANGUAGE_CODES,
  MEDIA_LANGUAGES,
  SUBTITLE_BACKGROUNDS,
  SUBTITLE_SIZES,
  SUBTITLES_OFF,
  type ViewerProfile,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify, USER_TEXT_SLOT, WithUserText } from '@premieres/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/FormField';
import { LANGUAGES_NAMESPACE } from '../../i18n';
import {
  type LanguagesFormValues,
  languagesResolver,
  toFormValues,
  toPreferences,
} from './languagesFormValues';
import { SubtitlePreview } from './SubtitlePreview';

type Field = keyof LanguagesFormValues;

/**
 * A viewer profile's preferred audio and subtitle languages and subtitle look. "Same as the app
 * language" leaves the choice to the interface language (the player's first guess).
 */
export function ProfileLanguagesDialog({
  profile,
  onClose,
}: {
  profile: ViewerProfile;
  onClose: () => void;
}) {
  const { t } = useTranslation(LANGUAGES_NAMESPACE);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const { register, handleSubmit, reset, watch, formState } = useForm<LanguagesFormValues>({
    resolver: languagesResolver,
  });

  useEffect(() => {
    let live = true;
    languagesApi
      .preferences(profile.id)
      .then((preferences) => {
        if (!live) return;
        reset(toFormValues(preferences));
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [profile.id, reset]);

  const save = handleSubmit(async (values) => {
    try {
      await languagesApi.savePreferences(profile.id, toPreferences(values));
      notify('success', t('saved'));
      onClose();
    } catch {
      notify('error', t('saveFailed'));
    }
  });

  const select = (field: Field, label: string, options: { value: string; text: string }[]) => (
    <FormField label={label} error={formState.errors[field] ? t('invalid') : undefined}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(field)} data-testid={`languages-${field}`}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
  const languages = MEDIA_LANGUAGE_CODES.map((code) => ({ value: code, text: MEDIA_LANGUAGES[code].name }));
  const follow = { value: '', text: t('followInterface') };

  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={save} data-testid="profile-languages-form">
            <Dialog.Header>
              <Dialog.Title>
                <WithUserText sentence={t('title', { name: USER_TEXT_SLOT })} text={profile.name} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state === 'loading' ? <Spinner /> : null}
              {state === 'failed' ? <Text role="alert">{t('loadFailed')}</Text> : null}
              {state === 'ready' ? (
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t('help')}
                  </Text>
                  {select('audio', t('audio'), [follow, ...languages])}
                  {select('subtitles', t('subtitles'), [
                    follow,
                    { value: SUBTITLES_OFF, text: t('off') },
                    ...languages,
                  ])}
                  {select(
                    'subtitleSize',
                    t('size'),
                    SUBTITLE_SIZES.map((size) => ({ value: size, text: t(`sizes.${size}`) })),
                  )}
                  {select(
                    'subtitleBackground',
                    t('background'),
                    SUBTITLE_BACKGROUNDS.map((bg) => ({ value: bg, text: t(`backgrounds.${bg}`) })),
                  )}
                  <Box>
                    <SubtitlePreview
                      size={watch('subtitleSize') || 'medium'}
                      background={watch('subtitleBackground') || 'shadow'}
                      text={t('preview')}
                    />
                  </Box>
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                disabled={state !== 'ready'}
                loading={formState.isSubmitting}
                data-testid="profile-languages-save"
              >
                {t('save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
