import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';

/** Full-area loading state (route or remote loading). */
export function PageSpinner({ minHeight = '60vh' }: { minHeight?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center minHeight={minHeight} role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{t('actions.loading')}</VisuallyHidden>
    </Center>
  );
}
