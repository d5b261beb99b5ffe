import { Alert } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { ruleText } from '../i18n/ruleText';

/** Replaces the form after 3 accepted submissions within the hour (spec §4). */
export function ContactLocked({ minutes }: { minutes: number }) {
  const { t } = useTranslation('account');
  return (
    <Alert.Root status="warning" data-testid="contact-locked" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{ruleText(t, 'contact.tooManyTitle')}</Alert.Title>
        <Alert.Description>{ruleText(t, 'contact.tooManyDescription', { minutes })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
