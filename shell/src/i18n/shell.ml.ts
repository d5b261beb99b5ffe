import type { ShellStrings } from './shell.en';

export const shellMl: ShellStrings = {
  header: {
    notificationsUnread: 'അറിയിപ്പുകൾ ({{count}} വായിക്കാത്തവ)',
    switchProfile: 'പ്രൊഫൈൽ മാറ്റുക ({{name}})',
    chooseProfile: 'പ്രൊഫൈൽ തിരഞ്ഞെടുക്കുക',
    openSearch: 'തിരയൽ തുറക്കുക',
    searchPlaceholder: 'സിനിമകളും പ്രീമിയറുകളും തിരയുക',
    closeSearch: 'തിരയൽ അടയ്ക്കുക',
    openMenu: 'മെനു തുറക്കുക',
    closeMenu: 'മെനു അടയ്ക്കുക',
    mainNavigation: 'പ്രധാന നാവിഗേഷൻ',
    plan: {
      label: 'പ്ലാൻ: {{plan}}',
      basic: 'ബേസിക്',
      standard: 'സ്റ്റാൻഡേർഡ്',
      premium: 'പ്രീമിയം',
      active: 'സബ്‌സ്‌ക്രൈബ് ചെയ്തു',
      none: 'പ്ലാനുകൾ',
    },
  },
  drawer: {
    title: 'മെനു',
    welcome: 'സ്വാഗതം, {{email}}',
  },
  remote: {
    unavailableTitle: 'ഈ പേജ് ലോഡ് ചെയ്യാനായില്ല',
    unavailableText: 'premieres-ന്റെ ഒരു ഭാഗം ഇപ്പോൾ പ്രതികരിക്കുന്നില്ല. നിങ്ങളുടെ കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
  },
  offline: {
    title: 'നിങ്ങൾ ഓഫ്\u200cലൈനാണ്.',
    text: 'premieres ഇപ്പോൾ ലഭ്യമല്ല; ഞങ്ങൾ സ്വയം വീണ്ടും കണക്റ്റ് ചെയ്യും.',
    badge: 'ഓഫ്\u200cലൈൻ',
    startTitle: 'നിങ്ങൾ ഓഫ്\u200cലൈനാണ്',
    startText:
      'ഈ ഉപകരണത്തിൽ സൈൻ ഇൻ ചെയ്\u200cതുകഴിഞ്ഞാൽ ഡൗൺലോഡുകൾ നെറ്റ്\u200cവർക്ക് ഇല്ലാതെ ഇവിടെ തുറക്കും. സൈൻ ഇൻ ചെയ്യാനോ ബ്രൗസ് ചെയ്യാനോ കണക്റ്റ് ചെയ്യുക.',
    retry: 'വീണ്ടും ശ്രമിക്കുക',
  },
  notFound: {
    code: '404',
  },
};
