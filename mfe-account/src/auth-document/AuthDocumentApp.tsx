import { type AuthQuery, DEFAULT_AFTER_SIGN_IN } from '../auth/authQuery';
import { Toasts } from '../contact-document/toasts';
import { AuthDocumentPage } from './AuthDocumentPage';
import { type AuthCalls, authCalls } from './auth-calls';

/** The prerendered markup's query: no e-mail, Sign In, no way back. */
export const NO_QUERY: AuthQuery = { email: '', tab: 'signin', returnTo: null };

export interface AuthDocumentAppProps {
  calls?: AuthCalls;
  query?: AuthQuery;
  /** Leaves the page for a path (a full navigation, replacing /auth in the history). */
  go?: (path: string) => void;
}

const replaceLocation = (path: string) => window.location.replace(path);

/**
 * The island's page and its toasts. After a sign-in or sign-up it goes on where the React page
 * goes (useFinishSignIn): returnTo or the dashboard; the shell there restores the new session.
 */
export function AuthDocumentApp({
  calls = authCalls(),
  query = NO_QUERY,
  go = replaceLocation,
}: AuthDocumentAppProps) {
  return (
    <Toasts>
      <AuthDocumentPage
        calls={calls}
        query={query}
        onSignedIn={() => go(query.returnTo ?? DEFAULT_AFTER_SIGN_IN)}
      />
    </Toasts>
  );
}
