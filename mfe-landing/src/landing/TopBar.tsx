import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LandingLanguageSelect } from './LandingLanguageSelect';

/** Fixed bar over the hero: logo, language and Sign In. */
export function TopBar() {
  const { t } = useTranslation('landing');
  return (
    <header className="lp-topbar">
      <div className="lp-container lp-w-7xl lp-topbar-inner">
        <RouterLink to="/" aria-label={t('topBar.homeLink')}>
          <span className="lp-logo">premieres</span>
        </RouterLink>
        <div className="lp-topbar-actions">
          <LandingLanguageSelect />
          <RouterLink to="/auth" className="lp-btn lp-btn-sm lp-btn-brand">
            {t('topBar.signIn')}
          </RouterLink>
        </div>
      </div>
    </header>
  );
}
