import { Box, Container, LanguageSelect, Link, SimpleGrid, Text } from '@premieres/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Footer links: label key → route. Careers and Media Centre lead to /contact, Gift Cards to /shipping. */
export const FOOTER_LINKS: readonly { key: string; to: string }[] = [
  { key: 'faq', to: '/faq' },
  { key: 'help', to: '/help' },
  { key: 'account', to: '/settings' },
  { key: 'mediaCentre', to: '/contact' },
  { key: 'careers', to: '/contact' },
  { key: 'giftCards', to: '/shipping' },
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
  { key: 'shipping', to: '/shipping' },
  { key: 'about', to: '/about' },
  { key: 'contact', to: '/contact' },
  { key: 'speedTest', to: '/speed-test' },
];

export function Footer() {
  const { t } = useTranslation('landing');
  const phone = t('footer.phone');
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" py={{ base: '10', md: '14' }} color="fg.muted">
      <Container maxWidth="6xl">
        <Text mb="6">
          {t('footer.questions')}{' '}
          <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} color="fg.muted" textDecoration="underline">
            {phone}
          </Link>
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3" fontSize="sm" mb="8">
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link asChild color="fg.muted" textDecoration="underline" _hover={{ color: 'fg' }}>
                <RouterLink to={link.to}>{t(`footer.${link.key}`)}</RouterLink>
              </Link>
            </li>
          ))}
        </SimpleGrid>
        <LanguageSelect />
        <Text mt="6" fontSize="sm">
          {t('footer.country')}
        </Text>
        <Text mt="1" fontSize="xs">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
