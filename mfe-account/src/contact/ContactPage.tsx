import { Card, GridItem, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { MemberPage } from '../member/MemberPage';
import { ContactDetails } from './ContactDetails';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';
import { ContactLocked } from './ContactLocked';
import { useContactLimit } from './useContactLimit';

/** /contact: the form (or its locked state), support details and three FAQs (spec §2, §4, §5). */
export function ContactPage() {
  const { t } = useTranslation('account');
  const limit = useContactLimit();
  return (
    <MemberPage title={t('contact.title')} backFallback="/" maxWidth="6xl">
      <Text color="fg.muted" mb="6">
        {t('contact.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
        <GridItem colSpan={{ base: 1, lg: 3 }}>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                {t('contact.formTitle')}
              </Heading>
            </Card.Header>
            <Card.Body>
              {limit.locked ? (
                <ContactLocked minutes={limit.remainingMinutes} />
              ) : (
                <ContactForm
                  onSent={(next) => {
                    if (next.locked) limit.lockFor(next.remainingMinutes);
                  }}
                  onLocked={limit.lockFor}
                />
              )}
            </Card.Body>
          </Card.Root>
        </GridItem>
        <GridItem colSpan={{ base: 1, lg: 2 }}>
          <ContactDetails />
        </GridItem>
      </SimpleGrid>
      <ContactFaq />
    </MemberPage>
  );
}
