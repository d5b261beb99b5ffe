import type { AdminTrendingStrings } from './trending.en';

export const adminTrendingMl: AdminTrendingStrings = {
  trending: {
    intro: 'ക്രമത്തിൽ പരമാവധി 10 ടൈറ്റിലുകൾ. സേവ് ചെയ്യുമ്പോൾ മുഴുവൻ ട്രെൻഡിംഗ് പട്ടികയും ഒറ്റയടിക്ക് മാറും.',
    search: 'ഒരു ടൈറ്റിൽ കണ്ടെത്തുക',
    title: 'ടൈറ്റിൽ',
    chooseTitle: 'ഒരു ടൈറ്റിൽ തിരഞ്ഞെടുക്കുക',
    slot: 'സ്ലോട്ട്',
    position: 'സ്ഥാനം {{n}}',
    place: 'ചേർക്കുക',
    slots: 'ട്രെൻഡിംഗ് സ്ലോട്ടുകൾ',
    empty: 'ശൂന്യം',
    remove: '{{title}} നീക്കം ചെയ്യുക',
    save: 'സേവ് ചെയ്യുക',
    reset: 'പുനഃസജ്ജമാക്കുക',
  },
  // Its toasts (spec §8).
  toasts: {
    trendingSaved: 'ട്രെൻഡിംഗ് ക്രമം വിജയകരമായി പുതുക്കി',
    trendingFailed: 'ട്രെൻഡിംഗ് ക്രമം സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല',
  },
};
