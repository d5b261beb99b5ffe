import { Route, Routes } from 'react-router-dom';
import { AuthPage } from './auth/AuthPage';
import { BillingPortalPage } from './billing/BillingPortalPage';
import { ConfirmEmailPage } from './confirm/ConfirmEmailPage';
import { ContactPage } from './contact/ContactPage';
import { AuthTestPage } from './debug/AuthTestPage';
import { RequireAuth } from './guard/RequireAuth';
import { NotificationsPage } from './member/NotificationsPage';
import { ProfilePage } from './member/ProfilePage';
import { ProfilesPage } from './member/profiles/ProfilesPage';
import { SettingsPage } from './member/SettingsPage';
import { ResetPasswordPage } from './reset/ResetPasswordPage';
import { SuccessPage } from './success/SuccessPage';

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
  '/billing',
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
      {/* Viewer profiles belong to an account, so /profiles needs sign-in too. */}
      <Route
        path="/profiles"
        element={
          <RequireAuth>
            <ProfilesPage />
          </RequireAuth>
        }
      />
      {/* Notifications are stored per account, so the page needs sign-in. */}
      <Route
        path="/notifications"
        element={
          <RequireAuth>
            <NotificationsPage />
          </RequireAuth>
        }
      />
      {/* The billing portal is the account's own. */}
      <Route
        path="/billing"
        element={
          <RequireAuth>
            <BillingPortalPage />
          </RequireAuth>
        }
      />
      {/* Spec §6: the other pages are open. */}
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/success" element={<SuccessPage />} />
      {/* The shell sends only ACCOUNT_PATHS here; anything else is its 404's business. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
