// The admin panel's strings (namespace 'admin') that every tab needs: the layout, access, tab
// labels and errors. Each tab's own strings (its toasts too) load with it (src/i18n/parts.ts).
// Spec §2 and §8 texts are kept word for word.
export const adminEn = {
  title: 'Admin panel',
  access: {
    signInNeeded: 'Sign in with a staff account to manage the catalogue.',
    signIn: 'Sign In',
    goToDashboard: 'Go to Dashboard',
    denied: 'Access Denied',
    user: 'User',
    role: 'Role',
    id: 'ID',
    restrictedNote:
      'Admin access is restricted to the designated administrator address and the staff it appoints. Ask an administrator if you need access.',
    adminRequired: 'Admin access required',
  },
  roles: { user: 'user', moderator: 'moderator', admin: 'admin' },
  header: { welcome: 'Welcome, {{email}} ({{role}})', dashboard: 'Dashboard', signOut: 'Sign Out' },
  sidebar: { label: 'Admin sections' },
  tabs: {
    content: 'Content Management',
    trending: 'Trending Movies',
    thumbnails: 'Thumbnail Manager',
    users: 'User Management',
    categories: 'Categories',
    analytics: 'Analytics',
    audit: 'Audit log',
    messages: 'Messages',
    media: 'Media',
    settings: 'Settings',
    languages: 'Audio & subtitles',
  },
  // Cancel and Close are common's (actions.cancel, actions.close).
  actions: { delete: 'Delete', search: 'Search' },
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    status: 'Page {{page}} of {{pages}} ({{total}} in all)',
  },
  upload: { progress: 'Uploading… {{percent}}% ({{sent}} of {{total}} MB)' },
  types: { movie: 'Movie', tv: 'Premiere' },
  // The movie list's, which the Content and Thumbnails tabs both read; each tab's other toasts are its own.
  toasts: {
    fetchMoviesFailed: 'Failed to fetch movies',
  },
  errors: {
    unexpected: 'An unexpected error occurred',
    network: 'The server could not be reached. Check your connection and try again.',
    thumbnailNotImage: 'Thumbnail must be an image file',
    trailerNotVideo: 'Trailer must be a video file',
    fileTooLarge: 'The file is too large',
    uploadAborted: 'The upload was interrupted. Please try again.',
    notFound: 'It no longer exists; it may have been deleted.',
    categoryNameTaken: 'A category with this name already exists',
    trendingDuplicate: 'A title can hold only one trending slot',
    trendingUnknownMovie: 'A trending slot names a title that does not exist',
    lastAdmin: 'The last admin cannot be demoted',
    ownRoleChange: 'You cannot change your own role',
    userNotFound: 'User not found',
  },
};

export type AdminStrings = typeof adminEn;
