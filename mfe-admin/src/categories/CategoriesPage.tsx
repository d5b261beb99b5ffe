import { Card, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { adminApi } from '@premieres/api-client';
import { type Category, normalizeCategory } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { PageSpinner } from '@premieres/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminKeys } from '../api/keys';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { EmptyState } from '../common/EmptyState';
import { useNotify } from '../feedback/useNotify';
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
  const [pending, setPending] = useState(false);
  const { error } = categories;
  useEffect(() => {
    if (error) toast.failure('toasts.fetchCategoriesFailed', error);
  }, [error, toast]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.categories }),
      client.invalidateQueries({ queryKey: adminKeys.analytics }),
    ]);

  const save = async (values: CategoryFormValues, id?: string): Promise<boolean> => {
    try {
      const write = normalizeCategory(values);
      if (id) await adminApi.updateCategory(id, write);
      else await adminApi.createCategory(write);
      toast.success(id ? 'toasts.categoryUpdated' : 'toasts.categoryCreated');
      setEditing(null);
      await refresh();
      return true;
    } catch (failure) {
      toast.failure('toasts.saveCategoryFailed', failure);
      return false;
    }
  };

  const remove = async (category: Category) => {
    setPending(true);
    try {
      await adminApi.deleteCategory(category.id);
      toast.success('toasts.categoryDeleted');
      setDeleting(null);
      await refresh();
    } catch (failure) {
      toast.failure('toasts.deleteCategoryFailed', failure);
    } finally {
      setPending(false);
    }
  };

  const items = categories.data ?? [];
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h2" size="lg">
        {t('tabs.categories')}
      </Heading>
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
                    <HStack gap="0">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('categories.edit', { name: category.name })}
                        onClick={() => setEditing(category.id)}
                      >
                        <Pencil />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('categories.delete', { name: category.name })}
                        onClick={() => setDeleting(category)}
                      >
                        <Trash2 />
                      </IconButton>
                    </HStack>
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
        pending={pending}
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
