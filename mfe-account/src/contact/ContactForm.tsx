import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import {
  CONTACT_FIX_ERRORS_DESCRIPTION,
  CONTACT_FIX_ERRORS_TITLE,
  CONTACT_LIMIT,
  CONTACT_SENT_DESCRIPTION,
  CONTACT_SENT_TITLE,
  CONTACT_TOO_MANY_TITLE,
  type ContactMessage,
  type FieldErrors,
  hasErrors,
  type LimitState,
  validateContactForm,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { type FormEvent, useState } from 'react';
import { FormField } from '../components/FormField';
import { translateMessage } from '../i18n/translateMessage';

type Field = keyof ContactMessage;

export interface ContactFormProps {
  /** The submission limit as it stands right now. */
  checkLimit: () => LimitState;
  /** Counts an accepted submission. */
  onSent: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function initialValues(user: { full_name: string; email: string } | null): ContactMessage {
  return { name: user?.full_name ?? '', email: user?.email ?? '', subject: '', message: '' };
}

/** Name, email, subject, message. Nothing is sent anywhere (spec §7): a 1 s wait, then success. */
export function ContactForm({ checkLimit, onSent }: ContactFormProps) {
  const { t } = useTranslation('account');
  const user = useAuthStore((state) => state.user);
  const [values, setValues] = useState<ContactMessage>(() => initialValues(user));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const say = (message: string) => translateMessage(t, message) ?? message;

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContactForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      notify('error', say(CONTACT_FIX_ERRORS_TITLE), say(CONTACT_FIX_ERRORS_DESCRIPTION));
      return;
    }
    const limit = checkLimit();
    if (limit.locked) {
      notify(
        'error',
        say(CONTACT_TOO_MANY_TITLE),
        t('contact.tooManyDescription', { minutes: limit.remainingMinutes }),
      );
      return;
    }
    setSending(true);
    await wait(CONTACT_LIMIT.sendDelayMs);
    onSent();
    notify('success', say(CONTACT_SENT_TITLE), say(CONTACT_SENT_DESCRIPTION));
    setSending(false);
    // Name and e-mail stay for a follow-up message.
    setValues((current) => ({ ...current, subject: '', message: '' }));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contact.formTitle')}>
      <Stack gap="4">
        <FormField label={t('contact.fields.name')} error={translateMessage(t, errors.name)}>
          <Input
            name="name"
            autoComplete="name"
            placeholder={t('contact.placeholders.name')}
            value={values.name}
            onChange={change('name')}
          />
        </FormField>
        <FormField label={t('contact.fields.email')} error={translateMessage(t, errors.email)}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('contact.placeholders.email')}
            value={values.email}
            onChange={change('email')}
          />
        </FormField>
        <FormField label={t('contact.fields.subject')} error={translateMessage(t, errors.subject)}>
          <Input
            name="subject"
            placeholder={t('contact.placeholders.subject')}
            value={values.subject}
            onChange={change('subject')}
          />
        </FormField>
        <FormField label={t('contact.fields.message')} error={translateMessage(t, errors.message)}>
          <Textarea
            name="message"
            rows={6}
            placeholder={t('contact.placeholders.message')}
            value={values.message}
            onChange={change('message')}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={sending}
          loadingText={t('contact.sending')}
        >
          {t('contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
