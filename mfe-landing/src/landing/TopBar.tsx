import { Box, BrandLogo, Button, Container, HStack, LanguageSelect } from '@premieres/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Fixed bar over the hero: logo, language and Sign In. */
export function TopBar() {
  const { t } = useTranslation('landing');
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="rgba(11, 11, 15, 0.82)"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      borderColor="whiteAlpha.100"
    >
      <Container
        maxWidth="7xl"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
        height="16"
      >
        <RouterLink to="/" aria-label={t('topBar.homeLink')}>
          <BrandLogo fontSize={{ base: 'lg', sm: 'xl', md: '2xl' }} />
        </RouterLink>
        <HStack gap={{ base: '1.5', md: '3' }} flexShrink={0}>
          <LanguageSelect width={{ base: '6.5rem', sm: '8.5rem' }} />
          <Button asChild colorPalette="brand" size="sm" fontWeight="semibold" px={{ base: '2.5', sm: '3' }}>
            <RouterLink to="/auth">{t('topBar.signIn')}</RouterLink>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
