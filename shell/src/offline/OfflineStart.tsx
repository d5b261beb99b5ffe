import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SHELL_NS } from '../i18n';
import { offlineStart } from './offline-start';

// Plain styles: the UI kit may not be cached on a device that never opened an app page.
const PAGE = {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '2rem',
  textAlign: 'center',
} as const;
const BUTTON = {
  marginTop: '1.5rem',
  minHeight: '44px',
  padding: '0 1.25rem',
  borderRadius: '6px',
  border: 0,
  background: '#e50914',
  color: '#fff',
  fontSize: '1rem',
  cursor: 'pointer',
} as const;

/** The offline start page: what opens with no network for someone not signed in on this device. */
export function OfflineStartPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <main style={PAGE} data-testid="offline-start">
      <div style={{ maxWidth: '28rem' }}>
        <h1 style={{ fontSize: '1.5rem', margin: 0 }}>{t('offline.startTitle')}</h1>
        <p style={{ color: '#c7c7d1', lineHeight: 1.5 }}>{t('offline.startText')}</p>
        <button type="button" style={BUTTON} onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </button>
      </div>
    </main>
  );
}

/**
 * Around the routes: when the page opens with no network, a known member lands on `startPath` (the
 * downloads, declared `offline` by its remote; once: afterwards they go where they like) and
 * anyone else on the offline start page.
 */
export function OfflineStart({ children, startPath }: { children: ReactNode; startPath: string | null }) {
  const { pathname } = useLocation();
  const [offlineAtStart] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const loading = useAuthStore((state) => state.loading);
  const signedIn = useAuthStore((state) => state.user !== null);
  const sessionOffline = useAuthStore((state) => state.offline);
  const [settled, setSettled] = useState(false);
  const decision = settled
    ? { kind: 'open' as const }
    : offlineStart({ offlineAtStart, loading, signedIn, sessionOffline, pathname, startPath });
  const final = decision.kind === 'open' && !loading;
  useEffect(() => {
    if (final) setSettled(true);
  }, [final]);

  if (decision.kind === 'wait') return null;
  if (decision.kind === 'start-page') return <OfflineStartPage />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
