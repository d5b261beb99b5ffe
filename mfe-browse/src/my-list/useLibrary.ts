import { useAuthStore } from '@premieres/auth-store';
import type { MovieDisplay } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { logError, logFailure } from '../log';
import { type LibraryKind, libraryCalls } from './library';
import { type ListData, rolledBack, toggled, toggleFailureKeys } from './library-rollback';

/** Lists belong to a viewer profile: the key names the account and the profile watching. */
export const libraryKey = (kind: LibraryKind, userId: string | undefined, viewerId: string | null = null) =>
  ['library', kind, userId, viewerId] as const;

/** My List or Liked of the signed-in user (nothing is fetched for visitors). */
export function useLibraryQuery(kind: LibraryKind) {
  const userId = useAuthStore((state) => state.user?.id);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  return useQuery({
    queryKey: libraryKey(kind, userId, viewerId),
    queryFn: () => libraryCalls.list(kind).catch(logFailure(`Failed to fetch ${kind}`)),
    enabled: Boolean(userId),
  });
}

interface ToggleVars {
  kind: LibraryKind;
  movie: MovieDisplay;
  add: boolean;
}

function applyToggle(client: QueryClient, key: readonly unknown[], { movie, add }: ToggleVars): void {
  client.setQueryData<ListData>(key, (old) => toggled(old, movie, add, new Date()));
}

/**
 * Membership checks and toggles for My List and likes. Visitors who try to add are sent to
 * sign in and come back here afterwards.
 */
export function useLibrary() {
  const { t } = useTranslation(BROWSE_NS);
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useAuthStore((state) => state.user?.id);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const list = useLibraryQuery('list');
  const likes = useLibraryQuery('likes');

  const listIds = useMemo(() => new Set(list.data?.items.map((e) => e.movie.id)), [list.data]);
  const likeIds = useMemo(() => new Set(likes.data?.items.map((e) => e.movie.id)), [likes.data]);

  const mutation = useMutation({
    mutationFn: ({ kind, movie, add }: ToggleVars) =>
      add ? libraryCalls.add(kind, movie.id) : libraryCalls.remove(kind, movie.id),
    onMutate: async (vars) => {
      const key = libraryKey(vars.kind, userId, viewerId);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ListData>(key);
      applyToggle(client, key, vars);
      return { key, previous };
    },
    onSuccess: (_data, { kind, movie, add }) => {
      if (kind === 'list') {
        notify(
          'success',
          t(add ? 'toasts.addedToList' : 'toasts.removedFromList'),
          t(add ? 'toasts.addedToListText' : 'toasts.removedFromListText', { title: movie.title }),
        );
      } else {
        notify('success', t(add ? 'toasts.addedToLiked' : 'toasts.removedFromLiked'), movie.title);
      }
    },
    onError: (error, _vars, context) => {
      logError('Failed to update library', error);
      // Undo the optimistic change; a refusal for want of a profile says so (the shell opens
      // 'Who's watching?' at the same time), never a generic error.
      if (context) client.setQueryData<ListData>(context.key, rolledBack(context.previous));
      const keys = toggleFailureKeys(error);
      if (keys.text) notify('error', t(keys.title), t(keys.text));
      else notify('error', t(keys.title));
    },
    onSettled: (_data, _error, { kind }) =>
      client.invalidateQueries({ queryKey: libraryKey(kind, userId, viewerId) }),
  });

  const toggle = useCallback(
    (kind: LibraryKind, movie: MovieDisplay, isMember: boolean) => {
      if (!userId) {
        const returnTo = `${location.pathname}${location.search}`;
        navigate(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
        return;
      }
      mutation.mutate({ kind, movie, add: !isMember });
    },
    [userId, location.pathname, location.search, navigate, mutation],
  );

  return {
    isInList: (id: string) => listIds.has(id),
    isLiked: (id: string) => likeIds.has(id),
    toggleList: (movie: MovieDisplay) => toggle('list', movie, listIds.has(movie.id)),
    toggleLike: (movie: MovieDisplay) => toggle('likes', movie, likeIds.has(movie.id)),
  };
}
