import type { Plan } from '@premieres/contracts';
import { Badge, Box, Button, Heading, List, Stack, Text } from '@premieres/ui';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** One plan: name, monthly price in rupees, its features and the call to action. */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('landing');
  const features = plan.features.map((_, index) => t(`plans.${plan.id}.features.${index}`));
  return (
    <Box
      as="article"
      data-testid={`plan-${plan.id}`}
      position="relative"
      display="flex"
      flexDirection="column"
      bg={plan.popular ? 'linear-gradient(160deg, #2a0a0f 0%, #15151b 55%)' : 'bg.panel'}
      borderWidth={plan.popular ? '2px' : '1px'}
      borderColor={plan.popular ? 'brand.solid' : 'border'}
      borderRadius="xl"
      p={{ base: '6', md: '8' }}
      boxShadow={plan.popular ? '0 0 40px rgba(229, 9, 20, 0.25)' : undefined}
      transform={{ lg: plan.popular ? 'scale(1.04)' : undefined }}
    >
      {plan.popular ? (
        <Badge
          colorPalette="brand"
          variant="solid"
          position="absolute"
          top="0"
          left="50%"
          transform="translate(-50%, -50%)"
          px="3"
          py="1"
          borderRadius="full"
          textTransform="uppercase"
          fontWeight="bold"
        >
          {t('plans.mostPopular')}
        </Badge>
      ) : null}
      <Heading as="h3" size="xl">
        {t(`plans.${plan.id}.name`)}
      </Heading>
      <Text mt="3" fontSize="4xl" fontWeight="black" lineHeight="1">
        {t('plans.price', { price: plan.price })}
        <Text as="span" fontSize="md" fontWeight="medium" color="fg.muted" ms="1">
          {t('plans.perMonth')}
        </Text>
      </Text>
      <List.Root as="ul" listStyle="none" mt="6" mb="8" gap="3" flex="1">
        {features.map((feature) => (
          <List.Item key={feature} display="flex" alignItems="flex-start" gap="2">
            <Box as="span" color="brand.fg" mt="0.5" flexShrink={0}>
              <Check aria-hidden="true" size={18} />
            </Box>
            <Text as="span">{feature}</Text>
          </List.Item>
        ))}
      </List.Root>
      <Stack>
        <Button
          asChild
          size="lg"
          colorPalette="brand"
          variant={plan.popular ? 'solid' : 'outline'}
          fontWeight="bold"
        >
          <RouterLink to="/auth?mode=signup">{t(`plans.${plan.id}.cta`)}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
