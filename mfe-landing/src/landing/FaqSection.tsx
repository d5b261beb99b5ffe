import { Box, Container, FaqList, Heading } from '@premieres/ui';
import { useTranslation } from 'react-i18next';

/** The landing page's six questions. */
export const LANDING_FAQ_KEYS = ['whatIs', 'cost', 'where', 'cancel', 'what', 'kids'] as const;

export function FaqSection() {
  const { t } = useTranslation('landing');
  const items = LANDING_FAQ_KEYS.map((key) => ({
    id: key,
    question: t(`faq.${key}.q`),
    answer: t(`faq.${key}.a`),
  }));
  return (
    <Box as="section" id="faq" py={{ base: '14', md: '20' }} aria-labelledby="faq-title">
      <Container maxWidth="4xl">
        <Heading
          id="faq-title"
          as="h2"
          fontSize={{ base: '2xl', md: '4xl' }}
          fontWeight="bold"
          mb="8"
          textAlign="center"
        >
          {t('faq.title')}
        </Heading>
        <FaqList items={items} name="landing-faq" />
      </Container>
    </Box>
  );
}
