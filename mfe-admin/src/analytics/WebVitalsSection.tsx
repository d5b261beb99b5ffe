import { adminApi } from '@premieres/api-client';
import {
  WEB_VITAL_GOOD,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
  type WebVitalsSummary,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Box, Card, Heading, Table, Text } from '@premieres/ui';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { ADMIN_NS } from '../i18n';
import { VitalsReleasesTable } from './VitalsReleasesTable';

type Cell = WebVitalsSummary['items'][number];

/**
 * Field data: the 75th percentile of LCP, INP and CLS per page, as real visits measured them, and
 * per release (a release that made a page's LCP more than 10 % slower is flagged).
 */
export function WebVitalsSection() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const vitals = useQuery({ queryKey: adminKeys.webVitals, queryFn: () => adminApi.webVitals() });
  const ms = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  });
  const score = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const format = (metric: WebVitalMetric, value: number) =>
    metric === 'CLS' ? score.format(value) : ms.format(value);
  const byRoute = new Map<string, Partial<Record<WebVitalMetric, Cell>>>();
  for (const item of vitals.data?.items ?? []) {
    byRoute.set(item.route, { ...byRoute.get(item.route), [item.metric]: item });
  }
  return (
    <Card.Root size="sm" data-testid="web-vitals">
      <Card.Header>
        <Heading as="h3" size="sm">
          {t('analytics.vitals', { days: vitals.data?.days ?? 30 })}
        </Heading>
      </Card.Header>
      <Card.Body>
        {byRoute.size === 0 ? (
          <Text color="fg.muted">{vitals.isPending ? '…' : t('analytics.vitalsEmpty')}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('analytics.vitalsPage')}</Table.ColumnHeader>
                  {WEB_VITAL_METRICS.map((metric) => (
                    <Table.ColumnHeader key={metric} textAlign="end">
                      {metric}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...byRoute].map(([route, cells]) => (
                  <Table.Row key={route}>
                    <Table.Cell fontFamily="mono">{route}</Table.Cell>
                    {WEB_VITAL_METRICS.map((metric) => {
                      const cell = cells[metric];
                      return (
                        <Table.Cell
                          key={metric}
                          textAlign="end"
                          color={cell && cell.p75 > WEB_VITAL_GOOD[metric] ? 'fg.error' : undefined}
                          title={cell ? t('analytics.vitalsSamples', { count: cell.samples }) : undefined}
                        >
                          {cell ? format(metric, cell.p75) : '–'}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {vitals.data?.releases.length ? (
          <Box mt="6">
            <VitalsReleasesTable releases={vitals.data.releases} format={format} />
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
