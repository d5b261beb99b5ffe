import { STARTING_PRICE } from '@premieres/contracts';
import { Box, Button, Container, Heading, HStack, Text } from '@premieres/ui';
import { Info, Play, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmailCapture } from './EmailCapture';
import { HeroBackdrop } from './HeroBackdrop';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <Box
      as="section"
      position="relative"
      minHeight={{ base: '85vh', md: '90vh' }}
      display="flex"
      alignItems="center"
      pt="24"
      pb="16"
      overflow="hidden"
    >
      <HeroBackdrop />
      <Container position="relative" maxWidth="4xl" textAlign="center">
        <Heading
          as="h1"
          fontSize={{ base: '4xl', md: '6xl' }}
          lineHeight="1.1"
          fontWeight="black"
          letterSpacing="tight"
        >
          {t('hero.headline')}
        </Heading>
        <Text fontSize={{ base: 'lg', md: '2xl' }} mt="4" mb="8" fontWeight="medium">
          {t('hero.startsAt', { price: STARTING_PRICE })}
        </Text>
        <EmailCapture id="get-started" />
        <HStack justify="center" gap="3" mt="8" wrap="wrap">
          <Button asChild size="lg" bg="white" color="black" _hover={{ bg: 'whiteAlpha.800' }}>
            <RouterLink to="/auth">
              <Play aria-hidden="true" fill="currentColor" />
              {t('hero.play')}
            </RouterLink>
          </Button>
          <Button
            asChild
            size="lg"
            variant="surface"
            bg="whiteAlpha.200"
            color="white"
            borderColor="whiteAlpha.300"
          >
            <RouterLink to="/auth">
              <Plus aria-hidden="true" />
              {t('hero.addToList')}
            </RouterLink>
          </Button>
          <Button asChild size="lg" variant="ghost" color="white">
            <a href="#features">
              <Info aria-hidden="true" />
              {t('hero.moreInfo')}
            </a>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
