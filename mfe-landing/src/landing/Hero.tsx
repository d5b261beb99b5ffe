import { STARTING_PRICE } from '@premieres/contracts';
import { Info, Play, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmailCapture } from './EmailCapture';
import { HeroBackdrop } from './HeroBackdrop';
import { LandingLink } from './navigation';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="lp-hero">
      <HeroBackdrop />
      <div className="lp-container lp-w-4xl lp-hero-content">
        <h1>{t('hero.headline')}</h1>
        <p className="lp-hero-price">{t('hero.startsAt', { price: STARTING_PRICE })}</p>
        <EmailCapture id="get-started" />
        <div className="lp-hero-actions">
          <LandingLink to="/auth" className="lp-btn lp-btn-white">
            <Play aria-hidden="true" fill="currentColor" />
            {t('hero.play')}
          </LandingLink>
          <LandingLink to="/auth" className="lp-btn lp-btn-glass">
            <Plus aria-hidden="true" />
            {t('hero.addToList')}
          </LandingLink>
          <a href="#features" className="lp-btn lp-btn-ghost">
            <Info aria-hidden="true" />
            {t('hero.moreInfo')}
          </a>
        </div>
      </div>
    </section>
  );
}
