import { useTranslation } from '@premieres/i18n';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The kit's BackButton as plain elements (pk- classes): back in history, or to `fallback` for a
 * visitor who opened the page directly (no in-app history) rather than leaving the site.
 */
export function BackButton({ fallback = '/' }: { fallback?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className="pk-btn"
      data-variant="ghost"
      data-size="sm"
      onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ArrowLeft aria-hidden="true" />
      {t('actions.back')}
    </button>
  );
}
