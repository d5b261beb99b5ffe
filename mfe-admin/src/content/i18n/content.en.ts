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
  // Its toasts (spec §8).
  toasts: {
    movieCreated: 'Movie created successfully',
    movieUpdated: 'Movie updated successfully',
    saveMovieFailed: 'Failed to save movie',
    movieDeleted: 'Movie deleted successfully',
    deleteMovieFailed: 'Failed to delete movie',
    moviesDeleted: 'Movies deleted successfully',
    deleteMoviesFailed: 'Failed to delete movies',
    moviesUpdated: 'Movies updated successfully',
    updateMoviesFailed: 'Failed to update movies',
    exported: 'Exported {{count}} movies',
  },
};

export type AdminContentStrings = typeof adminContentEn;
