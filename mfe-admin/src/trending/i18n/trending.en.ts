// The Trending Movies tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminTrendingEn = {
  trending: {
    intro: 'Up to 10 titles, in order. Save replaces the whole trending list at once.',
    search: 'Find a title',
    title: 'Title',
    chooseTitle: 'Choose a title',
    slot: 'Slot',
    position: 'Position {{n}}',
    place: 'Place',
    slots: 'Trending slots',
    empty: 'Empty',
    remove: 'Remove {{title}}',
    save: 'Save',
    reset: 'Reset',
  },
  // Its toasts (spec §8).
  toasts: {
    trendingSaved: 'Trending positions updated successfully',
    trendingFailed: 'Failed to save trending positions',
  },
};

export type AdminTrendingStrings = typeof adminTrendingEn;
