import { Box, Heading } from '@chakra-ui/react';
import { MONEY_BACK_DAYS, SUPPORT_HOURS } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { FaqList } from '@premieres/ui';

const QUESTIONS = ['reply', 'plan', 'cancel'] as const;

/** The contact page's three short FAQs. */
export function ContactFaq() {
  const { t } = useTranslation('account');
  const values = { hours: SUPPORT_HOURS.emailReplyHours, days: MONEY_BACK_DAYS };
  return (
    <Box as="section" aria-labelledby="contact-faq-title" mt="10">
      <Heading id="contact-faq-title" as="h2" size="lg" mb="4">
        {t('contact.faqTitle')}
      </Heading>
      <FaqList
        name="contact-faq"
        items={QUESTIONS.map((id) => ({
          id,
          question: t(`contact.faq.${id}.q`),
          answer: t(`contact.faq.${id}.a`, values),
        }))}
      />
    </Box>
  );
}
