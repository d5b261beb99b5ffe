import { MONEY_BACK_DAYS } from '@premieres/contracts';
import { Box, Container, Heading, HStack, Text } from '@premieres/ui';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function MoneyBack() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" py={{ base: '10', md: '14' }} data-testid="money-back">
      <Container maxWidth="4xl">
        <HStack
          gap="5"
          align="center"
          p={{ base: '6', md: '8' }}
          borderRadius="xl"
          borderWidth="1px"
          borderColor="brand.emphasized"
          bg="brand.subtle"
        >
          <Box color="brand.fg" flexShrink={0}>
            <ShieldCheck aria-hidden="true" size={48} />
          </Box>
          <Box>
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
              {t('moneyBack.title', { days: MONEY_BACK_DAYS })}
            </Heading>
            <Text color="fg.muted" mt="1">
              {t('moneyBack.text', { days: MONEY_BACK_DAYS })}
            </Text>
          </Box>
        </HStack>
      </Container>
    </Box>
  );
}
