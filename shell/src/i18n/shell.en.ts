// The shell's own strings (namespace 'shell'); nav labels and actions come from 'common'.
export const shellEn = {
  header: {
    notificationsUnread: 'Notifications ({{count}} unread)',
    switchProfile: 'Switch profile ({{name}})',
    chooseProfile: 'Choose profile',
    openSearch: 'Open search',
    searchPlaceholder: 'Search movies and premieres',
    closeSearch: 'Close search',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    plan: {
      label: 'Plan: {{plan}}',
      basic: 'Basic',
      standard: 'Standard',
      premium: 'Premium',
      active: 'Subscribed',
      none: 'Plans',
    },
  },
  drawer: {
    title: 'Menu',
    welcome: 'Welcome, {{email}}',
  },
  remote: {
    unavailableTitle: 'This page could not be loaded',
    unavailableText: 'Part of premieres is not responding right now. Check your connection and try again.',
  },
  offline: {
    title: "You're offline.",
    text: "premieres can't be reached right now; we'll reconnect by ourselves.",
    badge: 'Offline',
    startTitle: "You're offline",
    startText:
      'Downloads open here without a network once you have signed in on this device. Connect to sign in or browse.',
    retry: 'Try again',
  },
  notFound: {
    code: '404',
  },
};

export type ShellStrings = typeof shellEn;
