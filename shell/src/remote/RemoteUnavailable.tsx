import { useTranslation } from '@premieres/i18n';
import { Button, Container, Heading, Text } from '@premieres/ui';
import { useEffect } from 'react';
import { endFirstPaint } from '../first-paint/first-paint-state';
import { SHELL_NS } from '../i18n';

/** The friendly fallback when a remote cannot load. Part of the shell's own build (a lazy chunk). */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  // Shown instead of the page: the document's picture of it goes.
  useEffect(() => endFirstPaint(), []);
  return (
    <Container as="main" maxW="lg" py="20" textAlign="center" data-testid="remote-unavailable" role="alert">
      <Heading as="h1" size="xl">
        {t('remote.unavailableTitle')}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t('remote.unavailableText')}
      </Text>
      <Button mt="6" colorPalette="brand" onClick={onRetry}>
        {tc('actions.retry')}
      </Button>
    </Container>
  );
}
