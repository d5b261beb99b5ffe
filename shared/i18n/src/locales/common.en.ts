// Strings used by the shell and more than one remote. Namespace: 'common'.
import { PLAN_FEATURE_TEXT } from '@premieres/contracts';

export const commonEn = {
  appName: 'premieres',
  actions: {
    signIn: 'Sign In',
    signOut: 'Sign Out',
    signUp: 'Sign Up',
    back: 'Back',
    retry: 'Retry',
    loading: 'Loading…',
    close: 'Close',
    cancel: 'Cancel',
    getStarted: 'Get Started',
    returnHome: 'Return to Home',
  },
  language: {
    label: 'Language',
    en: 'English',
    hi: 'हिन्दी',
    ml: 'മലയാളം',
  },
  nav: {
    home: 'Home',
    movies: 'Movies',
    premieres: 'Premieres',
    myList: 'My List',
    accountSettings: 'Account Settings',
    contactUs: 'Contact Us',
    privacyPolicy: 'Privacy Policy',
    termsConditions: 'Terms & Conditions',
    shippingDelivery: 'Shipping & Delivery',
    search: 'Search',
    notifications: 'Notifications',
    settings: 'Settings',
    downloads: 'Downloads',
    signInUp: 'Sign In / Sign Up',
  },
  toasts: {
    signedOut: 'Signed out successfully',
    signedOutText: 'See you next time!',
  },
  errors: {
    somethingWentWrong: 'Something went wrong',
    notFound: 'Oops! Page not found',
  },
  /** Plan card lines by contracts' planFeatures key (the landing page and the dashboard). */
  planFeatures: { ...PLAN_FEATURE_TEXT },
};

export type CommonStrings = typeof commonEn;

/** The dotted paths of a strings object's texts: 'nav.home' for `{nav: {home: '…'}}`. */
export type StringKeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${StringKeyOf<T[K]>}`;
}[keyof T & string];

/**
 * A key of the 'common' namespace, from its English strings alone (no i18next type options): what
 * a remote's route declarations use as link labels, so a wrong one is a compile error.
 */
export type CommonKey = StringKeyOf<CommonStrings>;
