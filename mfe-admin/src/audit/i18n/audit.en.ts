// The Audit log tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminAuditEn = {
  audit: {
    staffMember: 'Staff member',
    everyone: 'Everyone',
    empty: 'Nothing recorded yet.',
    when: 'When',
    who: 'Who',
    what: 'What',
    changes: 'Changes',
    actions: {
      movie: {
        create: 'Title created',
        update: 'Title edited',
        delete: 'Title deleted',
        thumbnail: 'Poster uploaded',
        film: 'Film uploaded',
        intro: 'Intro markers set',
      },
      movies: { bulk_delete: 'Titles deleted', bulk_flags: 'Flags set' },
      trending: { save: 'Trending order saved' },
      category: { create: 'Category created', update: 'Category edited', delete: 'Category deleted' },
      user: { role: 'Role changed' },
      contact: { resolve: 'Message resolved' },
      episode: {
        create: 'Episode added',
        update: 'Episode edited',
        delete: 'Episode deleted',
        media: 'Episode video uploaded',
      },
    },
  },
};

export type AdminAuditStrings = typeof adminAuditEn;
