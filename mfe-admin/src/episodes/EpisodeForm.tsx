import { Field, Input, Textarea } from '@chakra-ui/react';
import { type EpisodeInput, episodeInputErrors } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, SimpleGrid, Stack } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { type Resolver, useForm } from 'react-hook-form';
import { ADMIN_NS } from '../i18n';
import type { AdminKey } from '../i18n/keys';

/** The form edits text; numbers are read from it (an empty optional field is null). */
export interface EpisodeFormValues {
  season: string;
  number: string;
  title: string;
  durationMinutes: string;
  synopsis: string;
  introStartSeconds: string;
  introEndSeconds: string;
}

const optional = (text: string) => (text.trim() === '' ? null : Number(text));

export function toEpisodeInput(values: EpisodeFormValues): EpisodeInput {
  return {
    season: Number(values.season),
    number: Number(values.number),
    title: values.title.trim(),
    durationSeconds: Math.round(Number(values.durationMinutes) * 60),
    synopsis: values.synopsis.trim() || null,
    introStartSeconds: optional(values.introStartSeconds),
    introEndSeconds: optional(values.introEndSeconds),
  };
}

export function toEpisodeFormValues(episode: EpisodeInput | null, season = 1, number = 1): EpisodeFormValues {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    season: String(episode?.season ?? season),
    number: String(episode?.number ?? number),
    title: episode?.title ?? '',
    durationMinutes: episode ? String(Math.round(episode.durationSeconds / 60)) : '22',
    synopsis: episode?.synopsis ?? '',
    introStartSeconds: text(episode?.introStartSeconds),
    introEndSeconds: text(episode?.introEndSeconds),
  };
}

// Form field ← input field, so the contracts' errors land on the field shown.
const FIELD: Record<keyof EpisodeInput, keyof EpisodeFormValues> = {
  season: 'season',
  number: 'number',
  title: 'title',
  durationSeconds: 'durationMinutes',
  synopsis: 'synopsis',
  introStartSeconds: 'introStartSeconds',
  introEndSeconds: 'introEndSeconds',
};

/** The contracts' schema and intro rule, as the API runs them. */
export const episodeResolver: Resolver<EpisodeFormValues> = rulesResolver((values: EpisodeFormValues) => {
  const errors = episodeInputErrors(toEpisodeInput(values));
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [FIELD[field as keyof EpisodeInput], key]),
  );
});

/** Add or edit an episode: season, number, title, duration, synopsis, intro markers. */
export function EpisodeForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EpisodeFormValues;
  submitLabel: string;
  onSubmit: (input: EpisodeInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { register, handleSubmit, formState } = useForm<EpisodeFormValues>({
    resolver: episodeResolver,
    defaultValues: initial,
  });
  const error = (field: keyof EpisodeFormValues) => {
    // The resolver's messages are this namespace's keys (episodes.rules.*).
    const key = formState.errors[field]?.message;
    return key ? t(key as AdminKey) : undefined;
  };
  const field = (name: keyof EpisodeFormValues, label: string, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={Boolean(formState.errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input {...props} {...register(name)} />
      <Field.ErrorText>{error(name)}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(toEpisodeInput(values));
      })}
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          {field('season', t('episodes.season'), { inputMode: 'numeric' })}
          {field('number', t('episodes.number'), { inputMode: 'numeric' })}
          {field('durationMinutes', t('episodes.durationMinutes'), { inputMode: 'numeric' })}
        </SimpleGrid>
        {field('title', t('episodes.title'))}
        <Field.Root>
          <Field.Label>{t('episodes.synopsis')}</Field.Label>
          <Textarea rows={2} {...register('synopsis')} />
        </Field.Root>
        <SimpleGrid columns={2} gap="3">
          {field('introStartSeconds', t('episodes.introStart'), { inputMode: 'numeric' })}
          {field('introEndSeconds', t('episodes.introEnd'), { inputMode: 'numeric' })}
        </SimpleGrid>
        <HStack justify="end">
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
