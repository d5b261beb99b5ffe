import type { AdminRulesStrings } from './rules.en';

export const adminRulesMl: AdminRulesStrings = {
  // Contracts' messages by id (MESSAGES): `rules.<id>`, e.g. rules.movie.titleRequired.
  rules: {
    movie: {
      titleRequired: 'ടൈറ്റിൽ ആവശ്യമാണ്',
      typeInvalid: 'തരം സിനിമയോ പ്രീമിയറോ ആയിരിക്കണം',
      ratingRange: 'റേറ്റിംഗ് 0 മുതൽ 10 വരെയുള്ള ഒരു സംഖ്യ ആയിരിക്കണം',
      ratingStep: 'റേറ്റിംഗ് 0.1 ഘട്ടങ്ങളിൽ ആയിരിക്കണം',
      releaseYearRange: 'റിലീസ് വർഷം 1900 മുതൽ {{max}} വരെയുള്ള പൂർണ്ണസംഖ്യ ആയിരിക്കണം',
      seasonsMin: 'സീസണുകൾ കുറഞ്ഞത് 1 ഉള്ള പൂർണ്ണസംഖ്യ ആയിരിക്കണം',
      episodesMin: 'എപ്പിസോഡുകൾ കുറഞ്ഞത് 1 ഉള്ള പൂർണ്ണസംഖ്യ ആയിരിക്കണം',
      durationMin: 'ദൈർഘ്യം കുറഞ്ഞത് 1 മിനിറ്റ് ഉള്ള പൂർണ്ണസംഖ്യ ആയിരിക്കണം',
      castEmptyName: 'അഭിനേതാക്കളുടെ പേരുകൾ ശൂന്യമാകരുത്',
      castDuplicate: 'അഭിനേതാക്കളുടെ പേരുകൾ ആവർത്തിക്കരുത്',
      thumbnailNotImage: 'തംബ്‌നെയിൽ ഒരു ചിത്ര ഫയൽ ആയിരിക്കണം',
      trailerNotVideo: 'ട്രെയിലർ ഒരു വീഡിയോ ഫയൽ ആയിരിക്കണം',
      certificationInvalid: 'സർട്ടിഫിക്കേഷൻ U, U/A 7+, U/A 13+, U/A 16+, A എന്നിവയിൽ ഒന്നായിരിക്കണം',
      titleHiScript: 'ഹിന്ദി ടൈറ്റിൽ ദേവനാഗരി ലിപിയിൽ എഴുതണം',
      titleMlScript: 'മലയാളം ടൈറ്റിൽ മലയാളം ലിപിയിൽ എഴുതണം',
    },
    category: {
      nameRequired: 'വിഭാഗത്തിന്റെ പേര് ആവശ്യമാണ്',
    },
    film: {
      notVideo:
        'സിനിമ ഒരു വീഡിയോ ഫയൽ ആയിരിക്കണം (MP4, MOV, Matroska, WebM, MPEG-TS അല്ലെങ്കിൽ AVI); ഈ ഫയൽ അങ്ങനെയല്ല',
      tooLarge: 'സിനിമ വളരെ വലുതാണ്: പരമാവധി {{max}} GB',
    },
  },
};
