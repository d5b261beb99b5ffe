import type { AdminStrings } from './admin.en';

export const adminMl: AdminStrings = {
  title: 'അഡ്മിൻ പാനൽ',
  access: {
    signInNeeded: 'കാറ്റലോഗ് കൈകാര്യം ചെയ്യാൻ ഒരു സ്റ്റാഫ് അക്കൗണ്ട് ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക.',
    signIn: 'സൈൻ ഇൻ',
    goToDashboard: 'ഡാഷ്‌ബോർഡിലേക്ക് പോകുക',
    denied: 'പ്രവേശനം നിഷേധിച്ചു',
    user: 'ഉപയോക്താവ്',
    role: 'റോൾ',
    id: 'ഐഡി',
    restrictedNote:
      'അഡ്മിൻ പ്രവേശനം നിശ്ചയിച്ച അഡ്മിനിസ്ട്രേറ്റർ വിലാസത്തിനും അവർ നിയമിക്കുന്ന സ്റ്റാഫിനും മാത്രമാണ്. പ്രവേശനം വേണമെങ്കിൽ ഒരു അഡ്മിനിസ്ട്രേറ്ററോട് ചോദിക്കുക.',
    adminRequired: 'അഡ്മിൻ പ്രവേശനം ആവശ്യമാണ്',
  },
  roles: { user: 'ഉപയോക്താവ്', moderator: 'മോഡറേറ്റർ', admin: 'അഡ്മിൻ' },
  header: { welcome: 'സ്വാഗതം, {{email}} ({{role}})', dashboard: 'ഡാഷ്‌ബോർഡ്', signOut: 'സൈൻ ഔട്ട്' },
  sidebar: { label: 'അഡ്മിൻ വിഭാഗങ്ങൾ' },
  tabs: {
    content: 'ഉള്ളടക്ക മാനേജ്മെന്റ്',
    trending: 'ട്രെൻഡിംഗ് സിനിമകൾ',
    thumbnails: 'തംബ്‌നെയിൽ മാനേജർ',
    users: 'ഉപയോക്തൃ മാനേജ്മെന്റ്',
    categories: 'വിഭാഗങ്ങൾ',
    analytics: 'അനലിറ്റിക്സ്',
    audit: 'ഓഡിറ്റ് ലോഗ്',
    messages: 'സന്ദേശങ്ങൾ',
    media: 'മീഡിയ',
    settings: 'ക്രമീകരണങ്ങൾ',
    languages: 'ഓഡിയോയും സബ്ടൈറ്റിലുകളും',
  },
  // Cancel and Close are common's (actions.cancel, actions.close).
  actions: { delete: 'ഇല്ലാതാക്കുക', search: 'തിരയുക' },
  pager: {
    label: 'പേജുകൾ',
    previous: 'മുമ്പത്തേത്',
    next: 'അടുത്തത്',
    status: 'പേജ് {{page}} / {{pages}} (ആകെ {{total}})',
  },
  upload: { progress: 'അപ്‌ലോഡ് ചെയ്യുന്നു… {{percent}}% ({{total}} MB-യിൽ {{sent}} MB)' },
  types: { movie: 'സിനിമ', tv: 'പ്രീമിയർ' },
  // The movie list's, which the Content and Thumbnails tabs both read; each tab's other toasts are its own.
  toasts: {
    fetchMoviesFailed: 'സിനിമകൾ ലഭ്യമാക്കാൻ കഴിഞ്ഞില്ല',
  },
  errors: {
    unexpected: 'അപ്രതീക്ഷിതമായ ഒരു പിശക് സംഭവിച്ചു',
    network: 'സെർവറുമായി ബന്ധപ്പെടാൻ കഴിഞ്ഞില്ല. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
    thumbnailNotImage: 'തംബ്‌നെയിൽ ഒരു ചിത്ര ഫയൽ ആയിരിക്കണം',
    trailerNotVideo: 'ട്രെയിലർ ഒരു വീഡിയോ ഫയൽ ആയിരിക്കണം',
    fileTooLarge: 'ഫയൽ വളരെ വലുതാണ്',
    uploadAborted: 'അപ്‌ലോഡ് ഇടയ്ക്ക് മുറിഞ്ഞു. വീണ്ടും ശ്രമിക്കുക.',
    notFound: 'ഇത് ഇപ്പോൾ നിലവിലില്ല; ഇല്ലാതാക്കിയിരിക്കാം.',
    categoryNameTaken: 'ഈ പേരിൽ ഒരു വിഭാഗം ഇതിനകം നിലവിലുണ്ട്',
    trendingDuplicate: 'ഒരു ടൈറ്റിലിന് ഒരു ട്രെൻഡിംഗ് സ്ലോട്ട് മാത്രമേ പാടുള്ളൂ',
    trendingUnknownMovie: 'ഒരു ട്രെൻഡിംഗ് സ്ലോട്ടിൽ നിലവിലില്ലാത്ത ഒരു ടൈറ്റിൽ ഉണ്ട്',
    lastAdmin: 'അവസാനത്തെ അഡ്മിനെ തരംതാഴ്ത്താൻ കഴിയില്ല',
    ownRoleChange: 'നിങ്ങൾക്ക് സ്വന്തം റോൾ മാറ്റാൻ കഴിയില്ല',
    userNotFound: 'ഉപയോക്താവിനെ കണ്ടെത്തിയില്ല',
  },
};
