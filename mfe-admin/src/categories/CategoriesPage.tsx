import { adminApi } from '@premieres/api-client';
import { type Category, normalizeCategory } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Card, HStack, PageSpinner, Stack, Text } from '@premieres/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminKeys } from '../api/keys';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState } from '../common/EmptyState';
import { PageHeader } from '../common/PageHeader';
import { RowActions } from '../common/RowActions';
import { useNotify } from '../feedback/useNotify';
import { useStaffWrite } from '../feedback/useStaffWrite';
import { ADMIN_NS } from '../i18n';
import { CategoryForm, type CategoryFormValues } from './CategoryForm';

const EMPTY: CategoryFormValues = { name: '', description: '' };

/** Categories: list by name, create, edit in place, delete with confirmation. */
export function CategoriesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const toast = useNotify();
  const client = useQueryClient();
  const categories = useQuery({ queryKey: adminKeys.categories, queryFn: () => adminApi.categories() });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const write = useStaffWrite();
  const { error } = categories;
  useEffect(() => {
    if (error) toast.failure('toasts.fetchCategoriesFailed', error);
  }, [error, toast]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.categories }),
      client.invalidateQueries({ queryKey: adminKeys.analytics }),
    ]);

  const save = (values: CategoryFormValues, id?: string): Promise<boolean> => {
    const category = normalizeCategory(values);
    return write.run(
      () => (id ? adminApi.updateCategory(id, category) : adminApi.createCategory(category)),
      {
        success: id ? 'toasts.categoryUpdated' : 'toasts.categoryCreated',
        failure: 'toasts.saveCategoryFailed',
      },
      () => {
        setEditing(null);
        return refresh();
      },
    );
  };

  const remove = (category: Category) =>
    write.run(
      () => adminApi.deleteCategory(category.id),
      { success: 'toasts.categoryDeleted', failure: 'toasts.deleteCategoryFailed' },
      () => {
        setDeleting(null);
        return refresh();
      },
    );

  const items = categories.data ?? [];
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title={t('tabs.categories')} />
      <Card.Root size="sm">
        <Card.Body>
          <CategoryForm
            initial={EMPTY}
            submitLabel={t('categories.add')}
            onSubmit={(values) => save(values)}
          />
        </Card.Body>
      </Card.Root>
      {categories.isPending ? (
        <PageSpinner minHeight="20vh" />
      ) : items.length === 0 ? (
        <EmptyState>{t('categories.empty')}</EmptyState>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('tabs.categories')}>
          {items.map((category) => (
            <Card.Root as="li" size="sm" key={category.id}>
              <Card.Body>
                {editing === category.id ? (
                  <CategoryForm
                    initial={{ name: category.name, description: category.description ?? '' }}
                    submitLabel={t('categories.save')}
                    onSubmit={(values) => save(values, category.id)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <HStack justify="space-between" align="start">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="semibold">{category.name}</Text>
                      {category.description ? (
                        <Text fontSize="sm" color="fg.muted">
                          {category.description}
                        </Text>
                      ) : null}
                    </Stack>
                    <RowActions
                      editLabel={t('categories.edit', { name: category.name })}
                      deleteLabel={t('categories.delete', { name: category.name })}
                      onEdit={() => setEditing(category.id)}
                      onDelete={() => setDeleting(category)}
                    />
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('categories.deleteTitle')}
        body={t('categories.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={write.pending}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
