import { useAuthStore } from '@premieres/auth-store';
import type { MovieDisplay } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui/plain/notify';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BROWSE_NS } from '../i18n';
import { logError, logFailure } from '../log';
import { type LibraryKind, libraryCalls } from './library';
import { type ListData, rolledBack, toggled, toggleFailureKeys } from './library-rollback';

/** Lists belong to a viewer profile: the key names the account and the profile watching. */
export const libraryKey = (kind: LibraryKind, userId: string | undefined, viewerId: string | null = null) =>
  ['library', kind, userId, viewerId] as const;

/**
 * How long a read list stays fresh: this browser's own toggles update it (and ask again), so a row
 * mounting later (the rest of a page, after idle) does not ask for the same list again (issue 28:
 * /api/me/list and /api/me/likes went twice on every member page).
 */
export const LIBRARY_FRESH_MS = 60_000;

/** My List or Liked of the signed-in user (nothing is fetched for visitors). */
export function useLibraryQuery(kind: LibraryKind) {
  const userId = useAuthStore((state) => state.user?.id);
  const viewerId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  return useQuery({
    queryKey: libraryKey(kind, userId, viewerId),
    queryFn: () => libraryCalls.list(kind).catch(logFailure(`Failed to fetch ${kind}`)),
    // The shell's early read of My List, if it has arrived: the page draws it in its first render.
    initialData: () => (userId ? libraryCalls.arrived(kind) : undefined),
    enabled: Boolean(userId),
    staleTime: LIBRARY_FRESH_MS,
  });
}

/** What a card does with the lists: the same two functions for the page's life (cards are memoized). */
export interface LibraryActions {
  toggleList: (movie: MovieDisplay) => void;
  toggleLike: (movie: MovieDisplay) => void;
}

export interface Library extends LibraryActions {
  isInList: (id: string) => boolean;
  isLiked: (id: string) => boolean;
  /** Stable toggles (they read the lists at the click): cards take these, not the whole object. */
  actions: LibraryActions;
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
export function useLibrary(): Library {
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

  // What a toggle needs at the click, read then: the toggles themselves never change, so a row's
  // memoized cards are not drawn again when a list or the location changes (issue 28).
  const latest = useRef({ userId, location, navigate, mutate: mutation.mutate, listIds, likeIds });
  latest.current = { userId, location, navigate, mutate: mutation.mutate, listIds, likeIds };
  const actions = useMemo<LibraryActions>(() => {
    const toggle = (kind: LibraryKind, movie: MovieDisplay) => {
      const now = latest.current;
      if (!now.userId) {
        const returnTo = `${now.location.pathname}${now.location.search}`;
        void now.navigate(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
        return;
      }
      const held = kind === 'list' ? now.listIds : now.likeIds;
      now.mutate({ kind, movie, add: !held.has(movie.id) });
    };
    return { toggleList: (movie) => toggle('list', movie), toggleLike: (movie) => toggle('likes', movie) };
  }, []);

  return {
    isInList: (id: string) => listIds.has(id),
    isLiked: (id: string) => likeIds.has(id),
    ...actions,
    actions,
  };
}
