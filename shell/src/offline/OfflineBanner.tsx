import { useTranslation } from '@premieres/i18n';
import { useSyncExternalStore } from 'react';
import { SHELL_NS } from '../i18n';
import { isApiOffline, subscribeApiReachability } from './api-reachability';

// Plain styles: the banner shows on every page, '/' included, where the UI kit is not loaded.
const BANNER = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 2000,
  padding: '0.75rem 1rem',
  background: '#3b2a10',
  color: '#ffe2b0',
  borderTop: '1px solid #a5741f',
  textAlign: 'center',
  fontSize: '0.95rem',
} as const;

/** Says so while the API cannot be reached; goes away by itself once it answers again. */
export function OfflineBanner() {
  const { t } = useTranslation(SHELL_NS);
  const offline = useSyncExternalStore(subscribeApiReachability, isApiOffline, () => false);
  if (!offline) return null;
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner" style={BANNER}>
      <strong>{t('offline.title')}</strong> {t('offline.text')}
    </div>
  );
}
