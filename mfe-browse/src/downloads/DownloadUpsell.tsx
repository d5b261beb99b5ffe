import { useTranslation } from '@premieres/i18n';
import { Crown } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { DownloadStyles } from './DownloadStyles';

/** Basic has no downloads: the plans that have them, and the way there (not an error). Plain elements. */
export function DownloadUpsell() {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <div className="dl-stack dl-panel" data-testid="download-upsell">
      <DownloadStyles />
      <p className="dl-strong">
        <Crown aria-hidden="true" size={16} className="dl-crown" />
        {t('downloads.upsellTitle')}
      </p>
      <p className="dl-small dl-muted">{t('downloads.upsellText')}</p>
      <RouterLink to="/dashboard#plans" className="pk-btn dl-start" data-size="sm" data-palette="brand">
        {t('downloads.upsellAction')}
      </RouterLink>
    </div>
  );
}
