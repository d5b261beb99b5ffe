import { useTranslation } from '@premieres/i18n';
import { Container, Heading, SimpleGrid, Text } from '@premieres/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { useSlicedReady } from '../layout/sliced-render';
import { PlanCard } from './PlanCard';
import { useChoosePlan } from './useChoosePlan';
import { usePlans } from './usePlans';

/** Element id Settings' Change Plan and every upsell link to (/dashboard#plans). */
export const PLANS_SECTION_ID = 'plans';

/** The plans on /dashboard, from the API; arriving with #plans scrolls here. */
export function PlansSection({ goTo }: { goTo?: (url: string) => void }) {
  const { t } = useTranslation(BROWSE_NS);
  const { plans } = usePlans();
  const { choose, pending } = useChoosePlan(goTo);
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  // The cards draw in slices once the plans arrive (issue 28: one 260 ms task at 4x CPU).
  const loaded = useSlicedReady(plans.length > 0);

  useEffect(() => {
    if (loaded && hash === `#${PLANS_SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <Container
      as="section"
      id={PLANS_SECTION_ID}
      ref={section}
      maxWidth="6xl"
      mt="12"
      aria-labelledby="plans-title"
    >
      <Heading as="h2" size="lg" id="plans-title">
        {t('plans.title')}
      </Heading>
      <Text color="fg.muted" mt="1" mb="4">
        {t('plans.subtitle')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {(loaded ? plans : []).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            pending={pending === plan.id}
            disabled={pending !== null}
            onChoose={() => void choose(plan.id)}
          />
        ))}
      </SimpleGrid>
    </Container>
  );
}
