import { SUPPORT_HOURS } from '@premieres/contracts';
import {
  Badge,
  Box,
  Button,
  Heading,
  Input,
  Link,
  List,
  SimpleGrid,
  StaticPage,
  Text,
  VisuallyHidden,
} from '@premieres/ui';
import { ExternalLink, type LucideIcon, Mail, MessageCircle, Phone, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HELP_ARTICLES, helpArticleHref } from '../i18n/helpArticles';
import { pagesEn } from '../i18n/pages.en';
import '../i18n/registerPageStrings';

const TOPIC_GROUPS = Object.keys(pagesEn.help.topics) as (keyof typeof pagesEn.help.topics)[];

function SupportCard(props: {
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
  action: ReactNode;
}) {
  const { icon: Icon } = props;
  return (
    <Box
      as="article"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p="6"
    >
      <Box color="brand.fg" mb="3">
        <Icon aria-hidden="true" size={32} />
      </Box>
      <Heading as="h2" size="lg">
        {props.title}
      </Heading>
      <Text color="fg.muted" mt="1">
        {props.text}
      </Text>
      {props.badge ? (
        <Badge mt="3" variant="subtle" colorPalette="brand">
          {props.badge}
        </Badge>
      ) : null}
      {/* Pushed to the bottom so the three cards' buttons line up. */}
      <Box mt="auto" pt="5">
        {props.action}
      </Box>
    </Box>
  );
}

/** /help: search box (not wired), call / e-mail / live-chat cards, topics, popular articles. */
export default function HelpPage() {
  const { t } = useTranslation('landing');
  const phone = t('footer.phone');
  return (
    <StaticPage title={t('help.title')} subtitle={t('help.subtitle')}>
      <Box position="relative" role="search">
        <Box position="absolute" left="4" top="50%" transform="translateY(-50%)" color="fg.muted" zIndex="1">
          <Search aria-hidden="true" size={20} />
        </Box>
        <Input
          type="search"
          size="xl"
          ps="12"
          aria-label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
        />
      </Box>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SupportCard
          icon={Phone}
          title={t('help.call.title')}
          text={t('help.call.text')}
          badge={t('help.call.hours', { hours: SUPPORT_HOURS.phone })}
          action={
            <Button asChild colorPalette="brand" variant="outline">
              <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{t('help.call.action')}</a>
            </Button>
          }
        />
        <SupportCard
          icon={Mail}
          title={t('help.email.title')}
          text={t('help.email.text', { hours: SUPPORT_HOURS.emailReplyHours })}
          action={
            <Button asChild colorPalette="brand" variant="outline">
              <RouterLink to="/contact">{t('help.email.action')}</RouterLink>
            </Button>
          }
        />
        <SupportCard
          icon={MessageCircle}
          title={t('help.chat.title')}
          text={t('help.chat.text')}
          badge={t('help.chat.hours', { hours: t('help.chat.hoursRange') })}
          // The spec's live-chat button does nothing.
          action={
            <Button type="button" colorPalette="brand" variant="outline">
              {t('help.chat.action')}
            </Button>
          }
        />
      </SimpleGrid>

      <Box as="section" aria-labelledby="help-topics">
        <Heading id="help-topics" as="h2" size="xl" mb="4">
          {t('help.topicsTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TOPIC_GROUPS.map((group) => (
            <Box key={group} data-testid={`help-topic-${group}`}>
              <Heading as="h3" size="md" mb="2">
                {t(`help.topics.${group}.title`)}
              </Heading>
              <List.Root gap="1" color="fg.muted" ps="4">
                {pagesEn.help.topics[group].items.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed, ordered content
                  <List.Item key={index}>{t(`help.topics.${group}.items.${index}`)}</List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="help-popular">
        <Heading id="help-popular" as="h2" size="xl" mb="4">
          {t('help.popularTitle')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
          {HELP_ARTICLES.map((article) => (
            <li key={article.key}>
              <Link
                href={helpArticleHref(article.title)}
                target="_blank"
                rel="noopener noreferrer"
                display="flex"
                alignItems="center"
                gap="2"
                p="4"
                bg="bg.muted"
                borderRadius="lg"
                color="fg"
                _hover={{ bg: 'bg.emphasized', textDecoration: 'none' }}
              >
                {t(`help.articles.${article.key}`)}
                <ExternalLink aria-hidden="true" size={16} />
                <VisuallyHidden>{t('help.opensInNewTab')}</VisuallyHidden>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Box>
    </StaticPage>
  );
}
