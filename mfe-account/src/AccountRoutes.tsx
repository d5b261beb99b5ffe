import { Route, Routes } from 'react-router-dom';
import { AuthPage } from './auth/AuthPage';
import { ConfirmEmailPage } from './confirm/ConfirmEmailPage';
import { AuthTestPage } from './debug/AuthTestPage';
import { RequireAuth } from './guard/RequireAuth';
import { LaterPage } from './member/LaterPage';
import { ProfilePage } from './member/ProfilePage';
import { SettingsPage } from './member/SettingsPage';
import { ResetPasswordPage } from './reset/ResetPasswordPage';

/** Paths this remote owns (spec §2 route table; ARCHITECTURE.md). */
export const ACCOUNT_PATHS = [
  '/auth',
  '/auth/confirm',
  '/reset-password',
  '/auth-test',
  '/settings',
  '/profile',
  '/profiles',
  '/notifications',
  '/contact',
  '/success',
] as const;

export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/auth/confirm" element={<ConfirmEmailPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth-test" element={<AuthTestPage />} />
      <Route
        path="/settings"
        element={
          <RequireAuth>
            <SettingsPage />
          </RequireAuth>
        }
      />
      <Route
        path="/profile"
        element={
          <RequireAuth>
            <ProfilePage />
          </RequireAuth>
        }
      />
      <Route path="/profiles" element={<LaterPage page="profiles" />} />
      <Route path="/notifications" element={<LaterPage page="notifications" />} />
      <Route path="/contact" element={<LaterPage page="contact" />} />
      <Route path="/success" element={<LaterPage page="success" />} />
      {/* The shell sends only ACCOUNT_PATHS here; anything else is its 404's business. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
