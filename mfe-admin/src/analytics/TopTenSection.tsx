import { adminApi } from '@premieres/api-client';
import { TOP_TEN_WINDOW_HOURS } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Card, Heading, Table, Text } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { ADMIN_NS } from '../i18n';

/** The members' "Top 10 in India today" with each title's play count (one per profile). */
export function TopTenSection() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const board = useQuery({ queryKey: adminKeys.topTen, queryFn: () => adminApi.topTenStats() });
  const count = new Intl.NumberFormat(i18n.language);
  const items = board.data?.items ?? [];
  return (
    <Card.Root size="sm" data-testid="top-ten-stats">
      <Card.Header>
        <Heading as="h3" size="sm">
          {t('analytics.topTen', { hours: board.data?.windowHours ?? TOP_TEN_WINDOW_HOURS })}
        </Heading>
      </Card.Header>
      <Card.Body>
        {items.length === 0 ? (
          <Text color="fg.muted">{board.isPending ? '…' : t('analytics.topTenEmpty')}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="4rem">{t('analytics.topTenRank')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('analytics.topTenTitle')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('analytics.topTenPlays')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((title) => (
                <Table.Row key={title.id}>
                  <Table.Cell fontWeight="bold">#{title.rank}</Table.Cell>
                  <Table.Cell>{title.title}</Table.Cell>
                  <Table.Cell textAlign="end">{count.format(title.plays)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
