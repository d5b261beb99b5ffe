import { Box, Container, Heading, SimpleGrid, Text } from '@premieres/ui';
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
    <Box
      as="section"
      id="features"
      py={{ base: '14', md: '20' }}
      bg="bg.subtle"
      aria-labelledby="features-title"
    >
      <Container maxWidth="7xl">
        <Heading id="features-title" as="h2" fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" mb="10">
          {t('features.title')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="5">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Box
              key={key}
              data-testid={`feature-${key}`}
              borderRadius="xl"
              p="6"
              bg="linear-gradient(149deg, #1c1d3a 0%, #1a0f1c 60%, #2a0a12 100%)"
              borderWidth="1px"
              borderColor="whiteAlpha.100"
            >
              <Heading as="h3" fontSize="xl" fontWeight="bold" mb="3">
                {t(`features.${key}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`features.${key}.text`)}</Text>
              <Box mt="6" color="brand.fg" display="flex" justifyContent="flex-end">
                <Icon aria-hidden="true" size={44} strokeWidth={1.5} />
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
