import { pageTitle } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PlainLanguageSelect } from '@premieres/ui/plain/PlainLanguageSelect';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { AuthQuery, AuthTab } from '../auth/authQuery';
import { AuthResetDialog } from './AuthResetDialog';
import { AuthSignInForm } from './AuthSignInForm';
import { AuthSignUpForm } from './AuthSignUpForm';
import type { AuthCalls } from './auth-calls';
import { AUTH_TAB_ATTRIBUTE } from './auth-head-script';
import { useHydrated } from './form-values';

const TABS: readonly AuthTab[] = ['signin', 'signup'];

export interface AuthDocumentPageProps {
  calls: AuthCalls;
  /** The page's query (email, mode=signup, returnTo), applied once the island has hydrated. */
  query: AuthQuery;
  /** After a sign-in or sign-up: on to returnTo or the dashboard. */
  onSignedIn: () => void;
}

/**
 * /auth as a prerendered document (no shell, no UI kit): the React AuthPage's card, tabs, forms
 * and reset dialog in plain elements. The markup is the Sign In tab with empty fields; the query
 * is applied after hydration (the head script has already shown the Sign Up tab for mode=signup).
 */
export function AuthDocumentPage({ calls, query, onSignedIn }: AuthDocumentPageProps) {
  const { t, i18n } = useTranslation('account');
  const ready = useHydrated();
  // null: not yet the query's (the markup's Sign In).
  const [chosen, setChosen] = useState<AuthTab | null>(null);
  const tab = chosen ?? 'signin';
  const [resetOpen, setResetOpen] = useState(false);
  /** What had the focus when the dialog opened (Forgot password?): it gets it back. */
  const opener = useRef<HTMLElement | null>(null);
  const tabs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ signin: null, signup: null });
  const label = (id: AuthTab) => t(id === 'signup' ? 'auth.tabs.signUp' : 'auth.tabs.signIn');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's tab, once after hydration.
  useEffect(() => setChosen(query.tab), []);
  useEffect(() => {
    // The tab is drawn by the island now: the head script's mark goes.
    if (chosen) document.documentElement.removeAttribute(AUTH_TAB_ATTRIBUTE);
  }, [chosen]);
  useEffect(() => {
    document.title = pageTitle(label(tab));
    document.documentElement.lang = i18n.language;
  });

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'signin' ? 'signup' : 'signin';
    setChosen(next);
    tabs.current[next]?.focus();
  };
  const closeReset = () => {
    setResetOpen(false);
    opener.current?.focus();
  };

  return (
    <main className="sp ap" data-title={label('signin')}>
      <div className="ap-checking" role="status" aria-label={t('actions.loading', { ns: 'common' })} />
      <div className="ap-card">
        <div className="ap-top">
          <a className="ap-logo" href="/">
            premieres
          </a>
          <PlainLanguageSelect className="ap-select" />
        </div>
        <div className="ap-head">
          <h1 className="ap-h1">{t('auth.heading')}</h1>
          <p className="sp-muted sp-small">{t('auth.subheading')}</p>
        </div>
        <div className="ap-tabs" role="tablist">
          {TABS.map((id) => (
            <button
              key={id}
              ref={(element) => {
                tabs.current[id] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${id}`}
              className="ap-tab"
              aria-selected={tab === id}
              aria-controls={`auth-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => setChosen(id)}
              onKeyDown={onTabKey}
            >
              {label(id)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="auth-panel-signin"
          aria-labelledby="auth-tab-signin"
          hidden={tab !== 'signin'}
        >
          <AuthSignInForm
            calls={calls}
            ready={ready}
            initialEmail={query.email}
            onSignedIn={onSignedIn}
            onForgotPassword={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
              setResetOpen(true);
            }}
          />
        </div>
        <div
          role="tabpanel"
          id="auth-panel-signup"
          aria-labelledby="auth-tab-signup"
          hidden={tab !== 'signup'}
        >
          <AuthSignUpForm calls={calls} ready={ready} initialEmail={query.email} onSignedUp={onSignedIn} />
        </div>
      </div>
      {resetOpen ? <AuthResetDialog calls={calls} onClose={closeReset} /> : null}
    </main>
  );
}
