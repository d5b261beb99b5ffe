import { PLANS } from '@premieres/contracts';
import { useTranslation } from 'react-i18next';
import { PlanCard } from './PlanCard';

export function PlansSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="plans" className="lp-section" aria-labelledby="plans-title">
      <div className="lp-container lp-w-6xl">
        <h2 id="plans-title" className="lp-h2 lp-center">
          {t('plans.title')}
        </h2>
        <p className="lp-center lp-muted lp-plans-subtitle">{t('plans.subtitle')}</p>
        <div className="lp-grid-plans">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}
