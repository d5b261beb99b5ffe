import { useSignOut } from '@premieres/api-client/sign-out';
import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PlainLanguageSelect } from '@premieres/ui/plain/PlainLanguageSelect';
import { loadUiKit, UiIsland } from '@premieres/ui/plain/ui-island';
import { Download, LogOut, Menu, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { NotificationBell } from '../account/NotificationBell';
import { SHELL_NS } from '../i18n';
import { OfflineBadge } from '../offline/OfflineBadge';
import { ChromeStyles } from './ChromeStyles';
import { CurrentViewer } from './CurrentViewer';
import { HeaderSearch } from './HeaderSearch';
import { isCurrent, logoTarget, type NavItem, navItems, placeTarget } from './nav-items';
import { navLabelText } from './nav-label';
import { PlanIndicator } from './PlanIndicator';
import { useOfferedLinks } from './useOfferedLinks';
import { useWideHeader } from './wide-screen';

/** The icons a remote may ask for in the account group (NavIcon). */
const ICONS: Record<NonNullable<NavItem['icon']>, typeof Download> = {
  download: Download,
  settings: Settings,
};

// The drawer (Chakra's dialog machinery, in a UI-kit island) loads the first time the menu opens;
// its code and the kit start downloading when the member reaches for the menu button.
const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);
const warmDrawer = () => {
  void loadUiKit().catch(() => undefined);
  void loadDrawer().catch(() => undefined);
};

/**
 * The header of app pages (spec): logo, nav with the current page disabled, language, search, bell,
 * account. `routes` (the shell's route table) holds the links the remotes declare (`nav`) and which
 * are grown-up pages, left out for a kids profile. Drawn without the UI kit (issue 28: plain
 * elements over chrome-css and the kit's `pk-` parts); only the drawer loads it, when opened.
 */
export function AppHeader({ routes = [] }: { routes?: readonly OwnedRoute[] }) {
  const { t } = useTranslation(SHELL_NS);
  const { t: tc } = useTranslation('common');
  const { pathname } = useLocation();
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const signOut = useSignOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const signedIn = user !== null;
  const wide = useWideHeader();
  const offered = useOfferedLinks(routes);
  const home = logoTarget(routes, signedIn);
  const account = navItems(routes, 'account', signedIn).filter((item) => offered(item.to));
  const searchTo = placeTarget(routes, 'search', signedIn);
  const bellTo = placeTarget(routes, 'bell', signedIn);

  return (
    <header className="ah-header">
      <ChromeStyles />
      <div className="ah-row">
        <button
          type="button"
          className="pk-btn ah-menu"
          data-variant="ghost"
          data-size="sm"
          data-icon=""
          aria-label={t('header.openMenu')}
          onPointerEnter={warmDrawer}
          onFocus={warmDrawer}
          onTouchStart={warmDrawer}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
        >
          <Menu aria-hidden="true" />
        </button>
        <RouterLink to={home} aria-label={tc('appName')} data-testid="header-logo" className="ah-logo">
          <span className="ah-logo-mark">premieres</span>
        </RouterLink>
        {wide ? (
          <nav aria-label={t('header.mainNavigation')} className="ah-nav">
            {navItems(routes, 'header', signedIn).map((item) => {
              const current = isCurrent(item.to, pathname);
              // Real links (a new tab, a copied address) with client-side navigation; the current
              // page's entry is shown disabled and leads nowhere (spec).
              return current ? (
                <RouterLink
                  key={item.to}
                  to={item.to}
                  className="pk-btn"
                  data-variant="ghost"
                  data-size="sm"
                  aria-current="page"
                  aria-disabled="true"
                  data-disabled=""
                  tabIndex={-1}
                  onClick={(event) => event.preventDefault()}
                >
                  {navLabelText(tc, item.label)}
                </RouterLink>
              ) : (
                <RouterLink key={item.to} to={item.to} className="pk-btn" data-variant="ghost" data-size="sm">
                  {navLabelText(tc, item.label)}
                </RouterLink>
              );
            })}
          </nav>
        ) : null}
        <div className="ah-spacer" />
        {searchTo ? <HeaderSearch to={searchTo} /> : null}
        <div className="ah-lang">
          <PlainLanguageSelect className="pk-select ah-lang-select" />
        </div>
        <OfflineBadge />
        {bellTo ? <NotificationBell to={bellTo} /> : null}
        {loading ? null : signedIn ? (
          wide ? (
            <div className="ah-group">
              {account.map((item) => (
                <AccountLink key={item.to} item={item} home={home} />
              ))}
              <button
                type="button"
                className="pk-btn"
                data-variant="outline"
                data-size="sm"
                onClick={() => void signOut.run()}
              >
                <LogOut aria-hidden="true" />
                {tc('actions.signOut')}
              </button>
            </div>
          ) : null
        ) : (
          account.map((item) => (
            <RouterLink key={item.to} to={item.to} className="pk-btn" data-palette="brand" data-size="sm">
              {navLabelText(tc, item.label)}
            </RouterLink>
          ))
        )}
      </div>
      {drawerWanted ? (
        <UiIsland>
          <Suspense fallback={null}>
            <MobileDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              onSignOut={() => void signOut.run()}
              routes={routes}
            />
          </Suspense>
        </UiIsland>
      ) : null}
    </header>
  );
}

/**
 * One declared link of the signed-in account group: a widget the shell draws (plan, who is
 * watching) or an icon button named by its label (downloads, settings).
 */
function AccountLink({ item, home }: { item: NavItem; home: string }) {
  const { t: tc } = useTranslation('common');
  if (item.widget === 'plan') return <PlanIndicator to={item.to} unsubscribedTo={item.unsubscribedTo} />;
  if (item.widget === 'viewer') return <CurrentViewer to={item.to} home={home} />;
  const Icon = item.icon ? ICONS[item.icon] : null;
  const label = navLabelText(tc, item.label);
  return (
    <RouterLink
      to={item.to}
      aria-label={label}
      className="pk-btn"
      data-variant="ghost"
      data-size="sm"
      data-icon=""
    >
      {Icon ? <Icon aria-hidden="true" /> : label}
    </RouterLink>
  );
}
