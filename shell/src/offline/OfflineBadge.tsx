import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { SHELL_NS } from '../i18n';
import { isApiOffline, subscribeApiReachability } from './api-reachability';

/**
 * The header's offline state: no network, or a session kept from storage until it is back. A
 * plain `pk-badge` (the header draws KitStyles), no UI kit.
 */
export function OfflineBadge() {
  const { t } = useTranslation(SHELL_NS);
  const apiOffline = useSyncExternalStore(subscribeApiReachability, isApiOffline, () => false);
  const sessionOffline = useAuthStore((state) => state.offline);
  if (!apiOffline && !sessionOffline) return null;
  return (
    <span
      className="pk-badge"
      data-palette="orange"
      data-variant="subtle"
      data-size="md"
      data-testid="header-offline"
      role="status"
    >
      <CloudOff size="14" aria-hidden="true" />
      {t('offline.badge')}
    </span>
  );
}
