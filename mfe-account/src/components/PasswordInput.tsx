import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

/** A password input with a show/hide toggle (the spec's sign-in and sign-up fields). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('auth.hidePassword') : t('auth.showPassword');
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
