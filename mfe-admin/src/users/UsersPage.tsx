import { usersApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { isRole, ROLES, type Role, type UserRow } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Badge, NativeSelect, PageSpinner, Stack, Table, Text } from '@premieres/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminKeys } from '../api/keys';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { Pager } from '../common/Pager';
import { SearchBox } from '../common/SearchBox';
import { usePageParams } from '../common/usePageParams';
import { useNotify } from '../feedback/useNotify';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';

const USERS_PAGE_SIZE = 20;

/** User Management (admins): paged users with their roles, e-mail search, the role dropdown. */
export function UsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const client = useQueryClient();
  const myId = useAuthStore((state) => state.user?.id);
  const { q, page, setQuery, setPage } = usePageParams();
  const [changing, setChanging] = useState<string | null>(null);
  // A role change is asked first, naming old → new: one stray dropdown change must not make an admin.
  const [asked, setAsked] = useState<{ user: UserRow; role: Role } | null>(null);
  const write = useStaffWrite();
  const users = useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: () => usersApi.list({ q: q || undefined, page, limit: USERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const { error } = users;
  useEffect(() => {
    if (error) toast.failure('toasts.fetchUsersFailed', error);
  }, [error, toast]);

  const changeRole = async (user: UserRow, role: Role) => {
    setChanging(user.id);
    await write.run(
      () => usersApi.setRole(user.id, role),
      { success: 'toasts.roleUpdated', failure: 'toasts.roleFailed' },
      () =>
        Promise.all([
          client.invalidateQueries({ queryKey: adminKeys.usersAll }),
          client.invalidateQueries({ queryKey: adminKeys.staff }),
        ]),
    );
    setChanging(null);
  };
  const confirmRole = async () => {
    if (!asked) return;
    await changeRole(asked.user, asked.role);
    setAsked(null);
  };

  const items = users.data?.items ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={t('tabs.users')} />
      <SearchBox value={q} label={t('users.search')} onSearch={setQuery} />
      {users.isPending ? (
        <PageSpinner minHeight="30vh" />
      ) : items.length === 0 ? (
        <EmptyState>{t('users.empty')}</EmptyState>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('users.email')}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t('users.name')}</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">{t('users.joined')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('users.role')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((user) => (
                <Table.Row key={user.id}>
                  <Table.Cell wordBreak="break-all">
                    <bdi>{user.email}</bdi>
                    {user.id === myId ? (
                      <Badge ms="2" size="sm">
                        {t('users.you')}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell hideBelow="md">
                    {/* Isolated: a right-to-left name never reorders the cells' other text. */}
                    <bdi>{user.full_name}</bdi>
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{new Date(user.created_at).toLocaleDateString()}</Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root
                      size="sm"
                      minW="32"
                      disabled={changing === user.id || user.id === myId}
                    >
                      <NativeSelect.Field
                        aria-label={t('users.roleOf', { email: user.email })}
                        value={user.role}
                        onChange={(event) => {
                          const role = event.target.value;
                          if (isRole(role) && role !== user.role) setAsked({ user, role });
                        }}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('users.confirmRoleTitle')}
        body={
          asked
            ? t('users.confirmRoleBody', {
                email: asked.user.email,
                from: t(`roles.${asked.user.role}`),
                to: t(`roles.${asked.role}`),
              })
            : ''
        }
        confirmLabel={t('users.confirmRole')}
        pending={asked !== null && changing === asked.user.id}
        onConfirm={() => void confirmRole()}
        onClose={() => setAsked(null)}
      />
      <Pager page={page} limit={USERS_PAGE_SIZE} total={users.data?.total ?? 0} onPage={setPage} />
      {users.isError && !users.data ? <Text color="fg.error">{t('toasts.fetchUsersFailed')}</Text> : null}
    </Stack>
  );
}
