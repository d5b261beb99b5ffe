import { Alert } from '@chakra-ui/react';

/** The general error banner above a form (spec §2: sign-in's general error banner). */
export function FormBanner({
  status,
  title,
  message,
}: {
  status: 'error' | 'warning';
  title: string;
  message: string;
}) {
  return (
    <Alert.Root status={status} data-testid="auth-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
