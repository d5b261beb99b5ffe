import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** Already translated error(s); the field shows as invalid when there is one. */
  error?: string | string[];
  /** Shown under the field when there is no error. */
  helper?: ReactNode;
  children: ReactNode;
}

/** Label, control and error text of one form field. */
export function FormField({ label, error, helper, children }: FormFieldProps) {
  const errors = (Array.isArray(error) ? error : [error]).filter((message): message is string =>
    Boolean(message),
  );
  return (
    <Field.Root invalid={errors.length > 0}>
      <Field.Label>{label}</Field.Label>
      {children}
      {errors.map((message) => (
        <Field.ErrorText key={message}>{message}</Field.ErrorText>
      ))}
      {errors.length === 0 && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
