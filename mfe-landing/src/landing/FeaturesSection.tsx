import { Download, Globe, type LucideIcon, Smile, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES: readonly { key: 'tv' | 'offline' | 'everywhere' | 'kids'; icon: LucideIcon }[] = [
  { key: 'tv', icon: Tv },
  { key: 'offline', icon: Download },
  { key: 'everywhere', icon: Globe },
  { key: 'kids', icon: Smile },
];

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className="lp-section lp-features" aria-labelledby="features-title">
      <div className="lp-container lp-w-7xl">
        <h2 id="features-title" className="lp-h2">
          {t('features.title')}
        </h2>
        <div className="lp-grid-features">
          {FEATURES.map(({ key, icon: Icon }) => (
            <div key={key} data-testid={`feature-${key}`} className="lp-feature">
              <h3>{t(`features.${key}.title`)}</h3>
              <p className="lp-muted">{t(`features.${key}.text`)}</p>
              <div className="lp-feature-icon">
                <Icon aria-hidden="true" size={44} strokeWidth={1.5} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
