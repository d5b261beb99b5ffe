import { Button } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back in history; a visitor who opened the page directly (no in-app history)
 * goes to `fallback` instead of leaving the site.
 */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ArrowLeft aria-hidden="true" />
      {t('actions.back')}
    </Button>
  );
}
