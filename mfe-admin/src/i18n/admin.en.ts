export const adminEn = {
  title: 'Admin panel',
  intro: 'Content, trending movies, thumbnails, users, categories and analytics are managed here.',
  signedInAs: 'Signed in as {{email}} ({{role}})',
  signIn: 'Sign In',
};

export type AdminStrings = typeof adminEn;
