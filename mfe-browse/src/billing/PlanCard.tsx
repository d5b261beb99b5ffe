import { useAuthStore } from '@premieres/auth-store';
import { formatRupees, type Plan, planFeatures } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@premieres/ui';
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
    <Card.Root
      data-testid={`dashboard-plan-${plan.id}`}
      borderColor={plan.popular ? 'brand.solid' : undefined}
      borderWidth={plan.popular ? '2px' : '1px'}
    >
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between">
            <Heading as="h3" size="lg">
              {t(`plans.names.${plan.id}`)}
            </Heading>
            {plan.popular ? <Badge colorPalette="red">{t('plans.mostPopular')}</Badge> : null}
            {current ? <Badge colorPalette="green">{t('plans.current')}</Badge> : null}
          </HStack>
          <Text fontSize="3xl" fontWeight="bold">
            {formatRupees(plan.price, i18n.language)}
            <Text as="span" fontSize="md" color="fg.muted">
              {t('plans.perMonth')}
            </Text>
          </Text>
          <Stack as="ul" gap="2" listStyleType="none">
            {features.map((feature) => (
              <HStack as="li" key={feature} gap="2">
                <Check aria-hidden="true" size={16} />
                <Text>{feature}</Text>
              </HStack>
            ))}
          </Stack>
          <Button
            colorPalette="brand"
            variant={plan.popular ? 'solid' : 'outline'}
            onClick={onChoose}
            loading={pending}
            disabled={disabled || current}
          >
            {current ? t('plans.current') : t('plans.choose', { plan: t(`plans.names.${plan.id}`) })}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
