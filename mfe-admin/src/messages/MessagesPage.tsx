import { Field, NativeSelect } from '@chakra-ui/react';
import { contactApi } from '@premieres/api-client';
import {
  CONTACT_ERROR_CODES,
  CONTACT_STATUSES,
  type ContactMessageRecord,
  type ContactStatus,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, Button, PageSpinner, Stack, Table, Text } from '@premieres/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminKeys } from '../api/keys';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { Pager } from '../common/Pager';
import { usePageParams } from '../common/usePageParams';
import { useNotify } from '../feedback/useNotify';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';

const MESSAGES_PAGE_SIZE = 20;

const isStatus = (value: string): value is ContactStatus =>
  (CONTACT_STATUSES as readonly string[]).includes(value);

/** Messages (staff): the contact form's messages, newest first, open ones by default; Resolve. */
export function MessagesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const client = useQueryClient();
  const write = useStaffWrite();
  const [resolving, setResolving] = useState<string | null>(null);
  // ?status= ('open' when absent; 'all' shows both).
  const { q, page, setQuery: setStatus, setPage } = usePageParams('status');
  const status = q === 'all' ? undefined : isStatus(q) ? q : 'open';
  const shown = status ?? 'all';
  const messages = useQuery({
    queryKey: adminKeys.messages(shown, page),
    queryFn: () => contactApi.list({ status, page, limit: MESSAGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { error } = messages;
  useEffect(() => {
    if (error) toast.failure('toasts.fetchMessagesFailed', error);
  }, [error, toast]);

  const resolve = async (message: ContactMessageRecord) => {
    setResolving(message.id);
    await write.run(
      () => contactApi.resolve(message.id),
      {
        success: 'toasts.messageResolved',
        failure: 'toasts.resolveMessageFailed',
        errors: { codes: { [CONTACT_ERROR_CODES.notFound]: 'errors.notFound' } },
      },
      () =>
        Promise.all([
          client.invalidateQueries({ queryKey: adminKeys.messagesAll }),
          client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        ]),
    );
    setResolving(null);
  };

  const items = messages.data?.items ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.messages')} />
      <Field.Root maxW="xs">
        <Field.Label>{t('messages.status')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={shown} onChange={(event) => setStatus(event.target.value)}>
            <option value="open">{t('messages.open')}</option>
            <option value="resolved">{t('messages.resolved')}</option>
            <option value="all">{t('messages.all')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {messages.isPending ? (
        <PageSpinner minHeight="30vh" />
      ) : items.length === 0 ? (
        <EmptyState>{t('messages.empty')}</EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('messages.received')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('messages.from')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('messages.message')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('messages.state')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((message) => (
                <Table.Row key={message.id} verticalAlign="top" data-testid={`message-${message.id}`}>
                  <Table.Cell whiteSpace="nowrap">{new Date(message.created_at).toLocaleString()}</Table.Cell>
                  <Table.Cell wordBreak="break-all">
                    <Text fontWeight="medium">{message.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {message.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell minW="64">
                    <Text fontWeight="semibold">{message.subject}</Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap">
                      {message.message}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    {message.status === 'open' ? (
                      <Button
                        size="xs"
                        colorPalette="brand"
                        loading={resolving === message.id}
                        disabled={write.pending}
                        aria-label={t('messages.resolveLabel', { subject: message.subject })}
                        onClick={() => void resolve(message)}
                      >
                        {t('messages.resolve')}
                      </Button>
                    ) : (
                      <Stack gap="0.5">
                        <Badge colorPalette="green" alignSelf="flex-start">
                          {t('messages.resolved')}
                        </Badge>
                        {message.resolved_by_email ? (
                          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                            {t('messages.resolvedBy', { email: message.resolved_by_email })}
                          </Text>
                        ) : null}
                      </Stack>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} limit={MESSAGES_PAGE_SIZE} total={messages.data?.total ?? 0} onPage={setPage} />
    </Stack>
  );
}
