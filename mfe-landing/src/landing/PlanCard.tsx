import { type Plan, planFeatures } from '@premieres/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingLink } from './navigation';

/** One plan: name, monthly price in rupees, its features and the call to action. */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('landing');
  const features = planFeatures(plan).map(({ key, count }) =>
    t(`planFeatures.${key}`, { ns: 'common', count }),
  );
  return (
    <article data-testid={`plan-${plan.id}`} className={plan.popular ? 'lp-plan lp-plan-popular' : 'lp-plan'}>
      {plan.popular ? <span className="lp-badge">{t('plans.mostPopular')}</span> : null}
      <h3>{t(`plans.${plan.id}.name`)}</h3>
      <p className="lp-plan-price">
        {t('plans.price', { price: plan.price })}
        <span className="lp-plan-per">{t('plans.perMonth')}</span>
      </p>
      <ul className="lp-plan-features">
        {features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={18} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <LandingLink
        to="/auth?mode=signup"
        className={plan.popular ? 'lp-btn lp-btn-brand' : 'lp-btn lp-btn-outline'}
      >
        {t(`plans.${plan.id}.cta`)}
      </LandingLink>
    </article>
  );
}
