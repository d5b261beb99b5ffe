import { useTranslation } from '@premieres/i18n';
import { Button, Stack, Text } from '@premieres/ui';
import { Crown } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { BROWSE_NS } from '../i18n';

/** Basic has no downloads: the plans that have them, and the way there (not an error). */
export function DownloadUpsell() {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <Stack gap="2" p="3" borderWidth="1px" rounded="md" bg="bg.panel" data-testid="download-upsell">
      <Text fontWeight="semibold">
        <Crown aria-hidden="true" size={16} style={{ display: 'inline', marginInlineEnd: 6 }} />
        {t('downloads.upsellTitle')}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('downloads.upsellText')}
      </Text>
      <Button asChild size="sm" colorPalette="brand" alignSelf="start">
        <RouterLink to="/dashboard#plans">{t('downloads.upsellAction')}</RouterLink>
      </Button>
    </Stack>
  );
}
