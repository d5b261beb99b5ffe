import { useAuthStore } from '@premieres/auth-store';
import { formatRupees, type Plan, planFeatures } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Check } from 'lucide-react';
import { BROWSE_NS } from '../i18n';

interface PlanCardProps {
  plan: Plan;
  onChoose: () => void;
  pending: boolean;
  disabled: boolean;
}

/** One plan: price in rupees, its card lines (contracts' planFeatures, as the landing page), and the way to choose it. */
export function PlanCard({ plan, onChoose, pending, disabled }: PlanCardProps) {
  const { t, i18n } = useTranslation(BROWSE_NS);
  const current = useAuthStore(
    (s) => s.subscription.subscribed && s.subscription.subscription_tier === plan.id,
  );
  const features = planFeatures(plan).map(({ key, count }) =>
    t(`planFeatures.${key}`, { ns: 'common', count }),
  );
  return (
    <div
      className="pl-card"
      data-popular={plan.popular ? '' : undefined}
      data-testid={`dashboard-plan-${plan.id}`}
    >
      <div className="pl-body">
        <div className="pl-head">
          <h3>{t(`plans.names.${plan.id}`)}</h3>
          {plan.popular ? (
            <span className="pk-badge" data-palette="red">
              {t('plans.mostPopular')}
            </span>
          ) : null}
          {current ? (
            <span className="pk-badge" data-palette="green">
              {t('plans.current')}
            </span>
          ) : null}
        </div>
        <p className="pl-price">
          {formatRupees(plan.price, i18n.language)}
          <span className="pk-muted">{t('plans.perMonth')}</span>
        </p>
        <ul className="pl-features">
          {features.map((feature) => (
            <li key={feature}>
              <Check aria-hidden="true" size={16} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="pk-btn"
          data-palette="brand"
          data-variant={plan.popular ? 'solid' : 'outline'}
          onClick={onChoose}
          disabled={pending || disabled || current}
          data-loading={pending ? '' : undefined}
        >
          {current ? t('plans.current') : t('plans.choose', { plan: t(`plans.names.${plan.id}`) })}
        </button>
      </div>
    </div>
  );
}
