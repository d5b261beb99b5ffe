import { useTranslation } from '@premieres/i18n';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';

export interface AuthFieldProps {
  /** The form's prefix: ids are `<form>-<name>`. */
  form: string;
  name: string;
  label: string;
  placeholder: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Already translated; the input shows as invalid when there is one. */
  errors?: readonly string[];
  /** Shown under the field when there is no error. */
  helper?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onInput?: () => void;
  onBlur?: () => void;
}

/**
 * One field of the prerendered /auth's forms: label, input, errors (the Chakra FormField and
 * PasswordInput in plain elements). The input is uncontrolled: what a visitor types before the
 * island hydrates stays, and the forms read the values when they need them.
 */
export function AuthField({
  form,
  name,
  label,
  placeholder,
  type = 'text',
  autoComplete,
  errors = [],
  helper,
  inputRef,
  onInput,
  onBlur,
}: AuthFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const id = `${form}-${name}`;
  const invalid = errors.length > 0;
  const input = (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type={type === 'password' && visible ? 'text' : type}
      className="cp-input"
      autoComplete={autoComplete}
      placeholder={placeholder}
      defaultValue=""
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={onInput}
      onBlur={onBlur}
    />
  );
  const toggle = visible ? t('auth.hidePassword') : t('auth.showPassword');
  return (
    <div className="cp-field">
      <label className="cp-label" htmlFor={id}>
        {label}
      </label>
      {type === 'password' ? (
        <div className="ap-password">
          {input}
          <button
            type="button"
            className="ap-eye"
            aria-label={toggle}
            title={toggle}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      ) : (
        input
      )}
      {invalid ? (
        <div id={`${id}-error`}>
          {errors.map((message) => (
            <div className="cp-error" key={message}>
              {message}
            </div>
          ))}
        </div>
      ) : (
        helper
      )}
    </div>
  );
}
