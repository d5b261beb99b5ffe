import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { KitStyles } from '@premieres/ui/plain/PageStyle';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
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
  if (authLoading) return <PlainSpinner />;
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
      {!drawn ? <PlainSpinner minHeight="40vh" /> : rows.length > 0 ? <Rows rows={rows} /> : <EmptyList />}
    </BrowsePage>
  );
}

function EmptyList() {
  const { t } = useTranslation(BROWSE_NS);
  return (
    <div className="bl-empty">
      <KitStyles />
      <ListVideo size={56} aria-hidden="true" />
      <h2>{t('myList.emptyTitle')}</h2>
      <p className="pk-muted">{t('myList.emptyText')}</p>
      <div className="bl-actions">
        <RouterLink to="/movies" className="pk-btn" data-variant="solid" data-palette="brand">
          {t('myList.browseMovies')}
        </RouterLink>
        <RouterLink to="/premieres" className="pk-btn" data-variant="outline">
          {t('myList.browsePremieres')}
        </RouterLink>
      </div>
    </div>
  );
}
