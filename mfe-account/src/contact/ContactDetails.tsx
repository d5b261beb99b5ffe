import { Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { SUPPORT_HOURS } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from './supportContact';

function DetailBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3">
      <Box color="brand.fg" pt="0.5">
        {icon}
      </Box>
      <Stack gap="0.5">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Stack>
    </HStack>
  );
}

/** Support e-mail, phone, postal address and hours (spec §2 Contact, §9 Support hours). */
export function ContactDetails() {
  const { t } = useTranslation('account');
  return (
    <Card.Root as="aside" aria-labelledby="contact-details-title">
      <Card.Header>
        <Heading id="contact-details-title" as="h2" size="md">
          {t('contact.detailsTitle')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DetailBlock icon={<Mail size={20} aria-hidden="true" />} title={t('contact.emailTitle')}>
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="fg" textDecoration="underline">
              {SUPPORT_EMAIL}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('contact.emailReply', { hours: SUPPORT_HOURS.emailReplyHours })}
            </Text>
          </DetailBlock>
          <DetailBlock icon={<Phone size={20} aria-hidden="true" />} title={t('contact.phoneTitle')}>
            <Link href={telHref(SUPPORT_PHONE)} color="fg" textDecoration="underline">
              {SUPPORT_PHONE}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('contact.phoneHours', { hours: SUPPORT_HOURS.phone })}
            </Text>
          </DetailBlock>
          <DetailBlock icon={<MapPin size={20} aria-hidden="true" />} title={t('contact.addressTitle')}>
            <Text as="address" fontStyle="normal" color="fg.muted" data-testid="contact-address">
              {t('contact.address.company')}
              <br />
              {t('contact.address.street')}
              <br />
              {t('contact.address.city')}
              <br />
              {t('contact.address.country')}
            </Text>
          </DetailBlock>
          <DetailBlock icon={<Clock size={20} aria-hidden="true" />} title={t('contact.hoursTitle')}>
            <Text color="fg.muted" data-testid="contact-hours-weekdays">
              {t('contact.hoursWeekdays', { hours: SUPPORT_HOURS.weekdays })}
            </Text>
            <Text color="fg.muted" data-testid="contact-hours-weekend">
              {t('contact.hoursWeekend', { hours: SUPPORT_HOURS.weekend })}
            </Text>
          </DetailBlock>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
