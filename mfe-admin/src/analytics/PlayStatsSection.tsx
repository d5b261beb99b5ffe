import { adminApi } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { Card, Heading, List, Text } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { ADMIN_NS } from '../i18n';

/** Plays per title (most played first) and the share of plays that reached the end. */
export function PlayStatsSection() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const stats = useQuery({ queryKey: adminKeys.playStats, queryFn: () => adminApi.playStats() });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const items = stats.data?.items ?? [];
  return (
    <Card.Root size="sm" data-testid="play-stats">
      <Card.Header>
        <Heading as="h3" size="sm">
          {t('analytics.plays')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text color="fg.muted">{stats.isPending ? '…' : t('analytics.noPlays')}</Text>
        ) : (
          <List.Root as="ol" gap="1" ps="5">
            {items.map((title) => (
              <List.Item key={title.id}>
                {title.title}{' '}
                <Text as="span" fontSize="xs" color="fg.muted">
                  {t('analytics.playsLine', {
                    plays: title.plays,
                    rate: percent.format(title.completionRate),
                  })}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
