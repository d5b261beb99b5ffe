import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { contactApi, isApiRequestError } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import {
  CONTACT_ERROR_CODES,
  type ContactLimit,
  type ContactMessage,
  type MessageId,
  type MessageValues,
  validateContactForm,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { useForm } from 'react-hook-form';
import { serverFieldErrors, serverMessage } from '../auth/apiErrors';
import { FormField } from '../components/FormField';
import { ruleText } from '../i18n/ruleText';

type Field = keyof ContactMessage;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
/** The rules the API applies too. */
const resolver = rulesResolver<ContactMessage>(validateContactForm);

export interface ContactFormProps {
  /** The API's limit after an accepted message (locked after the third). */
  onSent: (limit: ContactLimit) => void;
  /** The API refused a message over the limit: wait this many minutes. */
  onLocked: (minutes: number) => void;
}

/** Name, email, subject, message, sent to support; the API stores it and counts it (spec §4, §5). */
export function ContactForm({ onSent, onLocked }: ContactFormProps) {
  const { t } = useTranslation('account');
  const user = useAuthStore((state) => state.user);
  const say = (id: MessageId, values?: MessageValues) => ruleText(t, id, values) ?? id;
  const { register, handleSubmit, formState, reset, getValues, setError } = useForm<ContactMessage>({
    resolver,
    defaultValues: { name: user?.full_name ?? '', email: user?.email ?? '', subject: '', message: '' },
  });

  const send = async (values: ContactMessage) => {
    try {
      const sent = await contactApi.send(values);
      notify('success', say('contact.sentTitle'), say('contact.sentDescription'));
      // Name and e-mail stay for a follow-up message.
      reset({ ...getValues(), subject: '', message: '' });
      onSent(sent.limit);
    } catch (error) {
      if (isApiRequestError(error) && error.code === CONTACT_ERROR_CODES.rateLimited) {
        // The API's message id with its minutes (contact.tooManyDescription), in the visitor's language.
        const minutes = error.retryAfterMinutes ?? 1;
        notify('error', say('contact.tooManyTitle'), say('contact.tooManyDescription', { minutes }));
        onLocked(minutes);
        return;
      }
      const fields = serverFieldErrors(error);
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      notify('error', t('contact.sendFailedTitle'), serverMessage(t, error));
    }
  };

  const invalid = () => notify('error', say('contact.fixErrorsTitle'), say('contact.fixErrorsDescription'));
  const error = (field: Field) => ruleText(t, formState.errors[field]?.message);

  return (
    <form onSubmit={handleSubmit(send, invalid)} noValidate aria-label={t('contact.formTitle')}>
      <Stack gap="4">
        <FormField label={t('contact.fields.name')} error={error('name')}>
          <Input autoComplete="name" placeholder={t('contact.placeholders.name')} {...register('name')} />
        </FormField>
        <FormField label={t('contact.fields.email')} error={error('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('contact.placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <FormField label={t('contact.fields.subject')} error={error('subject')}>
          <Input placeholder={t('contact.placeholders.subject')} {...register('subject')} />
        </FormField>
        <FormField label={t('contact.fields.message')} error={error('message')}>
          <Textarea rows={6} placeholder={t('contact.placeholders.message')} {...register('message')} />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={formState.isSubmitting}
          loadingText={t('contact.sending')}
        >
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
