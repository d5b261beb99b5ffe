import { adminApi } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { Box, Card, Heading, HStack, List, PageSpinner, SimpleGrid, Stack, Stat, Text } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminKeys } from '../api/keys';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { ADMIN_NS } from '../i18n';
import { PlayStatsSection } from './PlayStatsSection';
import { TopTenSection } from './TopTenSection';
import { WebVitalsSection } from './WebVitalsSection';

/** Analytics: the counts, the 5 newest titles, titles added per week, the most-listed titles, plays, field speed. */
export function AnalyticsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: () => adminApi.analytics() });
  if (analytics.isPending) return <PageSpinner minHeight="30vh" />;
  if (!analytics.data) return <EmptyState>{t('errors.unexpected')}</EmptyState>;
  const { counts, recent, addedPerWeek, mostListed } = analytics.data;
  const busiestWeek = Math.max(1, ...addedPerWeek.map((week) => week.count));
  const stats = [
    { key: 'movies', value: counts.movies },
    { key: 'premieres', value: counts.premieres },
    { key: 'users', value: counts.users },
    { key: 'categories', value: counts.categories },
  ] as const;
  return (
    <Stack gap="6">
      <PageHeader title={t('tabs.analytics')} />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {stats.map((stat) => (
          <Card.Root key={stat.key} size="sm">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{t(`analytics.${stat.key}`)}</Stat.Label>
                <Stat.ValueText data-testid={`count-${stat.key}`}>{stat.value}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Section title={t('analytics.recent')}>
          {recent.length === 0 ? (
            <Text color="fg.muted">{t('analytics.noContent')}</Text>
          ) : (
            <List.Root as="ol" gap="1" ps="5">
              {recent.map((title) => (
                <List.Item key={title.id}>
                  {title.title}{' '}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {t(`types.${title.type}`)} · {new Date(title.created_at).toLocaleDateString()}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Section>
        <Section title={t('analytics.perWeek')}>
          {addedPerWeek.length === 0 ? (
            <Text color="fg.muted">{t('analytics.noContent')}</Text>
          ) : (
            <Stack gap="1">
              {addedPerWeek.map((week) => (
                <HStack key={week.week} fontSize="sm">
                  <Text w="20" flexShrink="0">
                    {week.week}
                  </Text>
                  <Box
                    h="3"
                    bg="brand.solid"
                    rounded="sm"
                    w={`${(week.count / busiestWeek) * 100}%`}
                    minW="1"
                  />
                  <Text>{week.count}</Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
        <Section title={t('analytics.mostListed')}>
          {mostListed.length === 0 ? (
            <Text color="fg.muted">{t('analytics.noneListed')}</Text>
          ) : (
            <List.Root as="ol" gap="1" ps="5">
              {mostListed.map((title) => (
                <List.Item key={title.id}>
                  {title.title}{' '}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {t('analytics.listedBy', { count: title.count })}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Section>
      </SimpleGrid>
      <TopTenSection />
      <PlayStatsSection />
      <WebVitalsSection />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
