import type { CommonStrings } from './common.en';

export const commonMl: CommonStrings = {
  appName: 'premieres',
  actions: {
    signIn: 'സൈൻ ഇൻ ചെയ്യുക',
    signOut: 'സൈൻ ഔട്ട് ചെയ്യുക',
    signUp: 'സൈൻ അപ്പ് ചെയ്യുക',
    back: 'തിരികെ',
    retry: 'വീണ്ടും ശ്രമിക്കുക',
    loading: 'ലോഡ് ചെയ്യുന്നു…',
    close: 'അടയ്ക്കുക',
    cancel: 'റദ്ദാക്കുക',
    getStarted: 'തുടങ്ങാം',
    returnHome: 'ഹോമിലേക്ക് മടങ്ങുക',
  },
  language: {
    label: 'ഭാഷ',
    en: 'English',
    hi: 'हिन्दी',
    ml: 'മലയാളം',
  },
  nav: {
    home: 'ഹോം',
    movies: 'സിനിമകൾ',
    premieres: 'പ്രീമിയറുകൾ',
    myList: 'എന്റെ ലിസ്റ്റ്',
    accountSettings: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ',
    contactUs: 'ഞങ്ങളെ ബന്ധപ്പെടുക',
    privacyPolicy: 'സ്വകാര്യതാ നയം',
    termsConditions: 'നിബന്ധനകളും വ്യവസ്ഥകളും',
    shippingDelivery: 'ഷിപ്പിംഗും ഡെലിവറിയും',
    search: 'തിരയുക',
    notifications: 'അറിയിപ്പുകൾ',
    settings: 'ക്രമീകരണങ്ങൾ',
    downloads: 'ഡൗൺലോഡുകൾ',
    signInUp: 'സൈൻ ഇൻ / സൈൻ അപ്പ്',
  },
  toasts: {
    signedOut: 'വിജയകരമായി സൈൻ ഔട്ട് ചെയ്തു',
    signedOutText: 'വീണ്ടും കാണാം!',
  },
  errors: {
    somethingWentWrong: 'എന്തോ കുഴപ്പം സംഭവിച്ചു',
    notFound: 'ക്ഷമിക്കണം! പേജ് കണ്ടെത്തിയില്ല',
  },
};
