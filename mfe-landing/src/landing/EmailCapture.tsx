import { EMAIL_FORMAT_INVALID, EMAIL_INVALID, EMAIL_TOO_LONG, validateEmail } from '@premieres/contracts';
import { Box, Button, chakra, Input, Stack, Text, VisuallyHidden } from '@premieres/ui';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

// The contracts' rule messages, translated through the landing namespace.
const ERROR_KEYS: Record<string, string> = {
  [EMAIL_INVALID]: 'emailBox.errors.invalid',
  [EMAIL_FORMAT_INVALID]: 'emailBox.errors.format',
  [EMAIL_TOO_LONG]: 'emailBox.errors.tooLong',
};

/** Where Get Started leads: the sign-up form with the address filled in. */
export function signUpPath(email: string): string {
  return `/auth?${new URLSearchParams({ email: email.trim(), mode: 'signup' }).toString()}`;
}

const Form = chakra('form');

/** 'Ready to watch?' e-mail box with Get Started. */
export function EmailCapture({ id }: { id?: string }) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    if (problem) {
      setError(problem);
      return;
    }
    navigate(signUpPath(email));
  };

  return (
    <Form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label={t('emailBox.submit')}
      width="full"
      maxWidth="2xl"
      mx="auto"
    >
      <Text fontSize={{ base: 'md', md: 'xl' }} mb="4" color="fg">
        {t('emailBox.prompt')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align="stretch">
        <Box flex="1">
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>{t('emailBox.label')}</label>
          </VisuallyHidden>
          <Input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            size="xl"
            value={email}
            placeholder={t('emailBox.placeholder')}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            bg="rgba(0, 0, 0, 0.55)"
            borderColor={error ? 'brand.fg' : 'whiteAlpha.400'}
            _placeholder={{ color: 'fg.muted' }}
          />
        </Box>
        <Button
          type="submit"
          colorPalette="brand"
          size="xl"
          fontWeight="bold"
          fontSize={{ base: 'lg', md: 'xl' }}
        >
          {t('emailBox.submit')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </Stack>
      {error ? (
        <Text id={errorId} role="alert" color="brand.fg" mt="2" textAlign="start" fontWeight="medium">
          {ERROR_KEYS[error] ? t(ERROR_KEYS[error]) : error}
        </Text>
      ) : null}
    </Form>
  );
}
