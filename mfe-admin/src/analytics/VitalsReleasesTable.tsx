import {
  WEB_VITAL_LCP_REGRESSION,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
  type WebVitalsRelease,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Alert, Badge, Stack, Table, Text } from '@premieres/ui';
import { TriangleAlert } from 'lucide-react';
import { ADMIN_NS } from '../i18n';

export interface VitalsReleasesTableProps {
  /** Per route, oldest release first, as the API answers them. */
  releases: readonly WebVitalsRelease[];
  format: (metric: WebVitalMetric, value: number) => string;
}

/**
 * Field data per route and release. A release whose p75 LCP is more than 10 % above the route's
 * previous release (the API decides: lcpRegression) is flagged in red with the change spelled out,
 * and counted above the table.
 */
export function VitalsReleasesTable({ releases, format }: VitalsReleasesTableProps) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const flagged = releases.filter((release) => release.lcpRegression).length;
  return (
    <Stack gap="3" data-testid="web-vitals-releases">
      <Text fontWeight="semibold">{t('analytics.vitalsByRelease')}</Text>
      {flagged > 0 ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {t('analytics.vitalsRegressions', {
              count: flagged,
              threshold: percent.format(WEB_VITAL_LCP_REGRESSION).replace('+', ''),
            })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('analytics.vitalsPage')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('analytics.vitalsRelease')}</Table.ColumnHeader>
              {WEB_VITAL_METRICS.map((metric) => (
                <Table.ColumnHeader key={metric} textAlign="end">
                  {metric}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t('analytics.vitalsChange')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {releases.map((release) => (
              <Table.Row
                key={`${release.route} ${release.release}`}
                bg={release.lcpRegression ? 'bg.error' : undefined}
                data-regression={release.lcpRegression || undefined}
              >
                <Table.Cell fontFamily="mono">{release.route}</Table.Cell>
                <Table.Cell fontFamily="mono" wordBreak="break-all">
                  {release.release}
                </Table.Cell>
                {WEB_VITAL_METRICS.map((metric) => {
                  const cell = release.cells.find((c) => c.metric === metric);
                  return (
                    <Table.Cell
                      key={metric}
                      textAlign="end"
                      title={cell ? t('analytics.vitalsSamples', { count: cell.samples }) : undefined}
                    >
                      {cell ? format(metric, cell.p75) : '–'}
                    </Table.Cell>
                  );
                })}
                <Table.Cell>
                  {release.lcpRegression && release.previous && release.lcpChange !== undefined ? (
                    <Badge colorPalette="red" variant="solid" whiteSpace="normal">
                      <TriangleAlert aria-hidden size={14} />
                      {t('analytics.vitalsRegression', {
                        change: percent.format(release.lcpChange),
                        previous: release.previous,
                      })}
                    </Badge>
                  ) : release.lcpChange !== undefined ? (
                    percent.format(release.lcpChange)
                  ) : (
                    '–'
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
