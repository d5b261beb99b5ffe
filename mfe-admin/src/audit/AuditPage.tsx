import { Field, NativeSelect } from '@chakra-ui/react';
import { adminApi } from '@premieres/api-client';
import { useTranslation } from '@premieres/i18n';
import { Badge, PageSpinner, Stack, Table, Text } from '@premieres/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { Pager } from '../common/Pager';
import { usePageParams } from '../common/usePageParams';
import { ADMIN_NS } from '../i18n';
import { describeChanges } from './describeChanges';

const AUDIT_PAGE_SIZE = 50;

/** Audit log: every staff write, newest first, filterable by staff member (?actor=&page=). */
export function AuditPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { q: actor, page, setQuery: setActor, setPage } = usePageParams('actor');
  const staff = useQuery({ queryKey: adminKeys.staff, queryFn: () => adminApi.staff() });
  const audit = useQuery({
    queryKey: adminKeys.audit(actor, page),
    queryFn: () => adminApi.audit({ actor: actor || undefined, page, limit: AUDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const items = audit.data?.items ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.audit')} />
      <Field.Root maxW="sm">
        <Field.Label>{t('audit.staffMember')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={actor} onChange={(event) => setActor(event.target.value)}>
            <option value="">{t('audit.everyone')}</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {/* An <option> holds text only: the e-mail is isolated with FSI … PDI instead of <bdi>. */}
                {`\u2068${member.email}\u2069 (${t(`roles.${member.role}`)})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {audit.isPending ? (
        <PageSpinner minHeight="30vh" />
      ) : items.length === 0 ? (
        <EmptyState>{t('audit.empty')}</EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('audit.when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.who')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.what')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('audit.changes')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((entry) => (
                <Table.Row key={entry.id} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">{new Date(entry.at).toLocaleString()}</Table.Cell>
                  <Table.Cell wordBreak="break-all">
                    <bdi>{entry.actor_email}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge variant="outline">{t(`audit.actions.${entry.action}`)}</Badge>
                    {entry.target_id ? (
                      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                        {entry.target_id}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    {describeChanges(entry.changes).map((line) => (
                      <Text key={line} fontSize="xs" fontFamily="mono" wordBreak="break-all">
                        {line}
                      </Text>
                    ))}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} limit={AUDIT_PAGE_SIZE} total={audit.data?.total ?? 0} onPage={setPage} />
    </Stack>
  );
}
