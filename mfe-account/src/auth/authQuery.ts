export type AuthTab = 'signin' | 'signup';

export interface AuthQuery {
  email: string;
  /** mode=signup (the landing page's Get Started) opens Sign Up. */
  tab: AuthTab;
  returnTo: string | null;
}

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Only same-site paths: '/x' yes; '//host', '/\\host' and absolute URLs no (open redirect). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/auth' || value.startsWith('/auth?')) return null;
  return value;
}

export function readAuthQuery(params: URLSearchParams): AuthQuery {
  const signup = params.get('mode') === 'signup';
  return {
    email: params.get('email') ?? '',
    tab: signup ? 'signup' : 'signin',
    returnTo: safeReturnTo(params.get('returnTo')),
  };
}

/** /auth?returnTo=<path> for a page that needs a signed-in user. */
export function signInPathFor(path: string): string {
  return `/auth?${new URLSearchParams({ returnTo: path }).toString()}`;
}
