/** Query keys of the panel; a write invalidates the families it touches. */
export const adminKeys = {
  all: ['admin'] as const,
  movies: ['admin', 'movies'] as const,
  movieList: (q: string, page: number) => ['admin', 'movies', 'list', { q, page }] as const,
  trending: ['admin', 'trending'] as const,
  categories: ['admin', 'categories'] as const,
  users: (q: string, page: number) => ['admin', 'users', { q, page }] as const,
  usersAll: ['admin', 'users'] as const,
  analytics: ['admin', 'analytics'] as const,
  playStats: ['admin', 'analytics', 'plays'] as const,
  topTen: ['admin', 'analytics', 'top-ten'] as const,
  webVitals: ['admin', 'analytics', 'vitals'] as const,
  audit: (actor: string, page: number) => ['admin', 'audit', { actor, page }] as const,
  staff: ['admin', 'staff'] as const,
  messages: (status: string, page: number) => ['admin', 'messages', { status, page }] as const,
  messagesAll: ['admin', 'messages'] as const,
};
