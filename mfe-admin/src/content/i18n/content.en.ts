// The Content tab's list and bulk actions: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminContentEn = {
  content: {
    add: 'Add title',
    search: 'Search by title, director, cast or genre',
    noMatches: 'No movies found matching your search.',
    empty: 'No movies available. Add your first movie!',
    selectAll: 'Select all',
    select: 'Select {{title}}',
    columns: {
      title: 'Title',
      genre: 'Genre',
      rating: 'Rating',
      year: 'Year',
      flags: 'Type and flags',
      actions: 'Actions',
    },
    new: 'New',
    trending: 'Trending',
    edit: 'Edit {{title}}',
    delete: 'Delete {{title}}',
    deleteTitle: 'Delete this title?',
    deleteBody: '"{{title}}" and its stored poster and trailer will be removed. This cannot be undone.',
  },
  bulk: {
    label: 'Selected titles',
    selected: '{{count}} selected',
    markNew: 'Mark new',
    unmarkNew: 'Unmark new',
    markTrending: 'Mark trending',
    unmarkTrending: 'Unmark trending',
    export: 'Export',
    delete: 'Delete',
    deleteTitle: 'Delete {{count}} titles?',
    deleteBody:
      'The {{count}} selected titles and their stored files will be removed. This cannot be undone.',
  },
};

export type AdminContentStrings = typeof adminContentEn;
