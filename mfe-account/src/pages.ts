// The page each path of routes.ts draws: AccountRoutes builds the router from the two, so a page's
// path is written once (routes.ts) and pages.test.ts holds them to one another.
import type { ComponentType } from 'react';
import { AccountDetailsPage } from './account-details/AccountDetailsPage';
import { AuthPage } from './auth/AuthPage';
import { BillingPortalPage } from './billing/BillingPortalPage';
import { ConfirmEmailPage } from './confirm/ConfirmEmailPage';
import { ContactPage } from './contact/ContactPage';
import { AuthTestPage } from './debug/AuthTestPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { ResetPasswordPage } from './reset/ResetPasswordPage';
import { SettingsPage } from './settings/SettingsPage';
import { SuccessPage } from './success/SuccessPage';
import { ViewerProfilesPage } from './viewer-profiles/ViewerProfilesPage';

/** Declared path → its page (bundled with the remote: account pages are small and share forms). */
export const PAGES: Readonly<Record<string, ComponentType>> = {
  '/auth': AuthPage,
  '/auth/confirm': ConfirmEmailPage,
  '/reset-password': ResetPasswordPage,
  '/settings': SettingsPage,
  '/profile': AccountDetailsPage,
  '/profiles': ViewerProfilesPage,
  '/notifications': NotificationsPage,
  '/contact': ContactPage,
  '/success': SuccessPage,
  '/billing': BillingPortalPage,
  '/auth-test': AuthTestPage,
};
