import { PLANS } from '@premieres/contracts';
import { Box, Container, Heading, SimpleGrid, Text } from '@premieres/ui';
import { useTranslation } from 'react-i18next';
import { PlanCard } from './PlanCard';

export function PlansSection() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" id="plans" py={{ base: '14', md: '20' }} aria-labelledby="plans-title">
      <Container maxWidth="6xl">
        <Heading
          id="plans-title"
          as="h2"
          textAlign="center"
          fontSize={{ base: '2xl', md: '4xl' }}
          fontWeight="bold"
        >
          {t('plans.title')}
        </Heading>
        <Text textAlign="center" color="fg.muted" mt="2" mb="12">
          {t('plans.subtitle')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }} alignItems="stretch">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
