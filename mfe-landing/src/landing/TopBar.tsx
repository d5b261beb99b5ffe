import { useTranslation } from 'react-i18next';
import { LandingLanguageSelect } from './LandingLanguageSelect';
import { LandingLink } from './navigation';

/** Fixed bar over the hero: logo, language and Sign In. */
export function TopBar() {
  const { t } = useTranslation('landing');
  return (
    <header className="lp-topbar">
      <div className="lp-container lp-w-7xl lp-topbar-inner">
        <LandingLink to="/" aria-label={t('topBar.homeLink')}>
          <span className="lp-logo">premieres</span>
        </LandingLink>
        <div className="lp-topbar-actions">
          <LandingLanguageSelect />
          <LandingLink to="/auth" className="lp-btn lp-btn-sm lp-btn-brand">
            {t('topBar.signIn')}
          </LandingLink>
        </div>
      </div>
    </header>
  );
}
