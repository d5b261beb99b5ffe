import { useSignOut } from '@premieres/api-client/sign-out';
import { useAuthStore } from '@premieres/auth-store';
import {
  isAdminRole,
  isNewAccount,
  isPlanId,
  NOT_SUBSCRIBED,
  type Role,
  type SubscriptionState,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { DocumentTitle } from '@premieres/ui/plain/DocumentTitle';
import { loadable } from '@premieres/ui/plain/loadable';
import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { Clock, Crown, Film, ListVideo, Play, Settings, Shield, Tv, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { PLANS_SECTION_ID } from '../billing/plans-section-id';
import { BROWSE_NS } from '../i18n';
import { usePageDrawn } from '../layout/usePageDrawn';
import { LearningRows } from '../learning/LearningRows';
import { ContinueWatchingRow } from '../resume/ContinueWatchingRow';
import { QueryRow } from '../rows/QueryRow';
import { DASHBOARD_ROWS } from '../rows/rowSources';
import { DASHBOARD_CSS } from './dashboard-css';
import { useIdleDateFormat } from './useIdleDateFormat';
import { useNearScreen } from './useNearScreen';
import { useReturningMember } from './useReturningMember';
import { useStartWatchingPath } from './useStartWatching';

// Below the first screen (drawn when the member scrolls near them, or at once for #plans): the
// plans, their cards and checkout come in their own chunk (issue 28: JS before interactive).
const PlansSection = loadable(() =>
  import('../billing/PlansSection').then((m) => ({ default: m.PlansSection })),
);

/** The part of the e-mail before the @. */
export function emailName(email: string): string {
  return email.split('@')[0] ?? email;
}

export function DashboardPage() {
  const { t } = useTranslation(BROWSE_NS);
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  // A returning member's rows draw while the session restore travels (issue 28): the member
  // this browser last saw stands in until it answers. Loading with a user is a sign-out.
  const returning = useReturningMember();
  const member = loading ? (user ? null : returning) : user;
  if (loading && !member) return <PlainSpinner />;
  return (
    <>
      <DocumentTitle page={t('dashboard.documentTitle')} />
      <DashboardStyles />
      {member ? (
        <MemberDashboard
          email={user?.email ?? null}
          role={member.role}
          isNew={isNewAccount(member.created_at, Date.now())}
          subscription={user ? null : member.subscription}
        />
      ) : (
        <SignedOutDashboard />
      )}
    </>
  );
}

function SignedOutDashboard() {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  return (
    <main className="db-out-main">
      <h1>{t('dashboard.signedOutTitle')}</h1>
      <p className="pk-muted">{t('dashboard.signedOutText')}</p>
      <div className="db-acts">
        <RouterLink
          to={`/auth?returnTo=${encodeURIComponent('/dashboard')}`}
          className="pk-btn"
          data-variant="solid"
          data-palette="brand"
        >
          {t('dashboard.signIn')}
        </RouterLink>
        <RouterLink to="/" className="pk-btn" data-variant="outline">
          {t('dashboard.goHome')}
        </RouterLink>
      </div>
      <PlansSection />
    </main>
  );
}

/**
 * The account's plan as the API holds it (the auth store's subscription, or the stored member's
 * while the session is restored), never a fixed text.
 */
function useSubscriptionText(stored: SubscriptionState | null): string {
  const { t, i18n } = useTranslation(BROWSE_NS);
  const current = useAuthStore((state) => state.subscription);
  const subscription = stored ?? current ?? NOT_SUBSCRIBED;
  const format = useIdleDateFormat(
    i18n.language,
    subscription.subscribed && Boolean(subscription.subscription_end),
  );
  if (!subscription.subscribed) return t('dashboard.cards.noSubscription');
  const plan = subscription.subscription_tier;
  const name = isPlanId(plan) ? t(`plans.names.${plan}`) : (plan ?? '');
  // Below the first screen: the date joins the plan's name once the page is idle.
  const end =
    subscription.subscription_end && format ? format.format(new Date(subscription.subscription_end)) : '';
  return end ? t('dashboard.cards.subscriptionUntil', { plan: name, date: end }) : name;
}

/**
 * A brand-new account is greeted 'Welcome'; a returning member 'Welcome back'. `email` is null
 * (and `subscription` the stored one) while the session is being restored: the greeting keeps
 * its place, unseen, until the name is known.
 */
function MemberDashboard({
  email,
  role,
  isNew,
  subscription,
}: {
  email: string | null;
  role: Role;
  isNew: boolean;
  subscription: SubscriptionState | null;
}) {
  const { t } = useTranslation(BROWSE_NS);
  usePageDrawn();
  const subscriptionText = useSubscriptionText(subscription);
  const startWatching = useStartWatchingPath();
  const isAdmin = isAdminRole(role);
  // This member's cached lists go with the session.
  const signOut = useSignOut({ dropQueries: { queryKey: ['library'] } });
  // Below the first screen: drawn when the member scrolls near it, or at once when a link leads to it.
  const [plansPlace, plansNear] = useNearScreen<HTMLDivElement>();
  const { hash } = useLocation();
  const plansShown = plansNear || hash === `#${PLANS_SECTION_ID}`;
  return (
    <main className="db-main">
      <div className="db-box db-top">
        <div className="db-top-row">
          {/* One line, and on its own line below lg: its height is the same whatever the name,
              so the name arriving after the session restore moves nothing (CLS). */}
          <h1 className="db-greet" data-pending={email === null ? '' : undefined}>
            {t(isNew ? 'dashboard.welcomeNew' : 'dashboard.welcome', { name: emailName(email ?? '') })}
          </h1>
          <div className="db-top-acts">
            {isAdmin ? (
              <RouterLink to="/admin" className="pk-btn" data-size="sm" data-variant="outline">
                <Shield /> {t('dashboard.admin')}
              </RouterLink>
            ) : null}
            {/* From the header's full width (lg) its own Sign Out shows: one, not two. */}
            <button
              type="button"
              className="pk-btn db-signout"
              data-size="sm"
              data-variant="ghost"
              onClick={() => void signOut.run()}
              disabled={signOut.pending}
              data-loading={signOut.pending ? '' : undefined}
            >
              {t('dashboard.signOut')}
            </button>
          </div>
        </div>
      </div>
      {/* Leads the page for a subscriber who has started something; absent otherwise. */}
      <ContinueWatchingRow />

      <div className="db-hero">
        <div className="db-box">
          <div className="db-hero-stack">
            <h2 className="db-hero-title">{t('dashboard.heroTitle')}</h2>
            <p className="pk-muted db-hero-text">{t('dashboard.heroText')}</p>
            <div className="db-acts">
              <RouterLink
                to={startWatching}
                data-testid="start-watching"
                className="pk-btn"
                data-size="lg"
                data-variant="solid"
                data-palette="brand"
              >
                <Play fill="currentColor" /> {t('dashboard.startWatching')}
              </RouterLink>
              <RouterLink to="/my-list" className="pk-btn" data-size="lg" data-variant="outline">
                <ListVideo /> {t('dashboard.myList')}
              </RouterLink>
            </div>
          </div>
        </div>
      </div>

      {/* The spec's home sections, each a row the API fills; empty ones hide. */}
      <div className="db-rows">
        {DASHBOARD_ROWS.map((source) => (
          <QueryRow key={source.id} source={source} />
        ))}
      </div>

      <div className="db-box db-more">
        <div className="db-stats">
          <StatCard
            icon={<UserRound />}
            label={t('dashboard.cards.role')}
            value={t(`dashboard.roles.${role}`)}
          />
          <StatCard
            icon={<Crown />}
            label={t('dashboard.cards.subscription')}
            value={subscriptionText}
            testId="dashboard-subscription"
          />
          <StatCard
            icon={<Clock />}
            label={t('dashboard.cards.watchTime')}
            value={t('dashboard.cards.watchTimeValue')}
          />
        </div>

        <h2 className="db-h2">{t('dashboard.quickActions')}</h2>
        <nav className="db-quick">
          <QuickAction to="/movies" icon={<Film />} label={t('dashboard.actions.movies')} />
          <QuickAction to="/premieres" icon={<Tv />} label={t('dashboard.actions.premieres')} />
          <QuickAction to="/my-list" icon={<ListVideo />} label={t('dashboard.actions.myList')} />
          <QuickAction to="/settings" icon={<Settings />} label={t('dashboard.actions.settings')} />
        </nav>
      </div>
      {/* Below the first screen's cards: arriving later, they move nothing above them. */}
      <LearningRows />
      {plansShown ? <PlansSection /> : <div ref={plansPlace} />}
    </main>
  );
}

function StatCard({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="db-stat">
      <div className="db-stat-row">
        <div className="db-stat-icon" aria-hidden="true">
          {icon}
        </div>
        <div>
          <p className="db-stat-label pk-muted">{label}</p>
          <p className="db-stat-value" data-testid={testId}>
            {value}
          </p>
        </div>
      </div>
    </div>
  );
}

function QuickAction({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <RouterLink to={to} className="pk-btn db-quick-link" data-variant="outline">
      {icon}
      {label}
    </RouterLink>
  );
}

/** The page's stylesheet and the kit's parts (`pk-` classes) it draws with. */
function DashboardStyles() {
  return (
    <>
      <PageStyle name="mfe-browse-dashboard" css={DASHBOARD_CSS} />
      <KitStyles />
    </>
  );
}
