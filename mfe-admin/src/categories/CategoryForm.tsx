import { Field, Input, Textarea } from '@chakra-ui/react';
import { type CategoryInput, validateCategory } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, Stack } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { type Resolver, useForm } from 'react-hook-form';
import { ruleText } from '../feedback/ruleText';
import { ADMIN_NS } from '../i18n';

export interface CategoryFormValues {
  name: string;
  description: string;
}

/** The contracts' category rule ('Category name is required'), as the API runs it. */
export const categoryResolver: Resolver<CategoryFormValues> = rulesResolver((values) =>
  validateCategory(values satisfies CategoryInput),
);

export interface CategoryFormProps {
  initial: CategoryFormValues;
  submitLabel: string;
  /** Resolves true when saved (the form then empties itself). */
  onSubmit: (values: CategoryFormValues) => Promise<boolean>;
  onCancel?: () => void;
}

/** Create and edit a category (name and description are trimmed by the contracts on save). */
export function CategoryForm({ initial, submitLabel, onSubmit, onCancel }: CategoryFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const { register, handleSubmit, formState, reset } = useForm<CategoryFormValues>({
    resolver: categoryResolver,
    defaultValues: initial,
  });
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(initial);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="3">
        <Field.Root invalid={Boolean(formState.errors.name)} required>
          <Field.Label>
            {t('categories.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('name')} />
          <Field.ErrorText>{ruleText(t, formState.errors.name?.message)}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('categories.description')}</Field.Label>
          <Textarea rows={2} {...register('description')} />
        </Field.Root>
        <HStack justify="end">
          {onCancel ? (
            <Button variant="outline" size="sm" onClick={onCancel}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
          ) : null}
          <Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
