import { useTranslation } from '@premieres/i18n';
import { KitStyles, PageStyle } from '@premieres/ui/plain/PageStyle';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { useSlicedReady } from '../layout/sliced-render';
import { PlanCard } from './PlanCard';
import { PLANS_CSS } from './plans-css';
import { PLANS_SECTION_ID } from './plans-section-id';
import { useChoosePlan } from './useChoosePlan';
import { usePlans } from './usePlans';

/** The plans on /dashboard, from the API; arriving with #plans scrolls here. */
export function PlansSection({ goTo }: { goTo?: (url: string) => void }) {
  const { t } = useTranslation(BROWSE_NS);
  const { plans } = usePlans();
  const { choose, pending } = useChoosePlan(goTo);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // The cards draw in slices once the plans arrive (issue 28: one 260 ms task at 4x CPU).
  const loaded = useSlicedReady(plans.length > 0);

  useEffect(() => {
    if (loaded && hash === `#${PLANS_SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <section id={PLANS_SECTION_ID} ref={section} className="pl-section" aria-labelledby="plans-title">
      <PageStyle name="mfe-browse-plans" css={PLANS_CSS} />
      <KitStyles />
      <h2 className="pl-title" id="plans-title">
        {t('plans.title')}
      </h2>
      <p className="pk-muted pl-sub">{t('plans.subtitle')}</p>
      <div className="pl-grid">
        {(loaded ? plans : []).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            pending={pending === plan.id}
            disabled={pending !== null}
            onChoose={() => void choose(plan.id)}
          />
        ))}
      </div>
    </section>
  );
}
