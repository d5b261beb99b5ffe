import { contactApi, isApiRequestError } from '@premieres/api-client/contact';
import {
  CONTACT_ERROR_CODES,
  type ContactLimit,
  type ContactMessage,
  type MessageId,
  type MessageValues,
  validateContactForm,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { failureMessage } from '../auth/failureMessage';
import { ruleText } from '../i18n/ruleText';
import { useNotify } from './toasts';

type Field = keyof ContactMessage;
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

export interface ContactDocumentFormProps {
  onSent: (limit: ContactLimit) => void;
  onLocked: (minutes: number) => void;
}

/**
 * The prerendered /contact's form: plain elements and state (no UI kit, no form library), the
 * contracts' rules and messages (validateContactForm, as the API), the same texts and toasts as
 * the shell's ContactForm. Without JavaScript it is inert (noValidate, no action): the island
 * hydrates it.
 */
export function ContactDocumentForm({ onSent, onLocked }: ContactDocumentFormProps) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const say = (id: MessageId, values?: MessageValues) => ruleText(t, id, values) ?? id;
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Errors = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify('error', say('contact.fixErrorsTitle'), say('contact.fixErrorsDescription'));
      return;
    }
    setSending(true);
    try {
      const sent = await contactApi.send(values);
      notify('success', say('contact.sentTitle'), say('contact.sentDescription'));
      // Name and e-mail stay for a follow-up message.
      setValues((current) => ({ ...current, subject: '', message: '' }));
      onSent(sent.limit);
    } catch (error) {
      if (isApiRequestError(error) && error.code === CONTACT_ERROR_CODES.rateLimited) {
        // The API's message id with its minutes (contact.tooManyDescription), in the visitor's language.
        const minutes = error.retryAfterMinutes ?? 1;
        notify('error', say('contact.tooManyTitle'), say('contact.tooManyDescription', { minutes }));
        onLocked(minutes);
        return;
      }
      // A rule's message id where the API names one (translated by id), else its words.
      const fields = isApiRequestError(error) ? { ...error.fields, ...error.fieldMessageIds } : {};
      setErrors(Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
      notify(
        'error',
        t('contact.sendFailedTitle'),
        failureMessage(t, isApiRequestError(error) ? error : null),
      );
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, options: { type?: string; autoComplete?: string; rows?: number } = {}) => {
    const id = `contact-${name}`;
    const error = ruleText(t, errors[name]);
    const common = {
      id,
      name,
      className: 'cp-input',
      placeholder: t(`contact.placeholders.${name}`),
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    };
    return (
      <div className="cp-field">
        <label className="cp-label" htmlFor={id}>
          {t(`contact.fields.${name}`)}
        </label>
        {options.rows ? (
          <textarea rows={options.rows} {...common} />
        ) : (
          <input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...common} />
        )}
        {error ? (
          <div className="cp-error" id={`${id}-error`}>
            {error}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <form className="cp-form" onSubmit={send} noValidate aria-label={t('contact.formTitle')}>
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('subject')}
      {field('message', { rows: 6 })}
      <button type="submit" className="sp-btn sp-btn-solid cp-send" disabled={sending} aria-busy={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
