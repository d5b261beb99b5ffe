import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, PageSpinner, Stack, Text } from '@premieres/ui';
import { ListVideo } from 'lucide-react';
import { useMemo } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { BrowsePage } from '../layout/BrowsePage';
import { useSlicedReady } from '../layout/sliced-render';
import { myListRows } from '../rows/pageRows';
import { Rows } from './Rows';
import { useLibraryQuery } from './useLibrary';

export const MY_LIST_SIGN_IN = `/auth?returnTo=${encodeURIComponent('/my-list')}`;

/** /my-list: members only; visitors are sent to sign in and come back here. */
export function MyListPage() {
  const user = useAuthStore((state) => state.user);
  const authLoading = useAuthStore((state) => state.loading);
  if (authLoading) return <PageSpinner />;
  if (!user) return <Navigate to={MY_LIST_SIGN_IN} replace />;
  return <MyList />;
}

function MyList() {
  const { t } = useTranslation(BROWSE_NS);
  const { data, isLoading } = useLibraryQuery('list');
  const rows = useMemo(() => myListRows(data?.items ?? []), [data]);
  // The rows draw in slices once the list arrives (issue 28: Total Blocking Time).
  const drawn = useSlicedReady(!isLoading);
  return (
    <BrowsePage title={t('myList.title')}>
      {!drawn ? <PageSpinner minHeight="40vh" /> : rows.length > 0 ? <Rows rows={rows} /> : <EmptyList />}
    </BrowsePage>
  );
}

function EmptyList() {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" px="4">
      <ListVideo size={56} aria-hidden="true" />
      <Text as="h2" fontSize="2xl" fontWeight="bold">
        {t('myList.emptyTitle')}
      </Text>
      <Text color="fg.muted">{t('myList.emptyText')}</Text>
      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to="/movies">{t('myList.browseMovies')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/premieres">{t('myList.browsePremieres')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
