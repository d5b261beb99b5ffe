import type { CommonStrings } from './common.en';

export const commonHi: CommonStrings = {
  appName: 'premieres',
  actions: {
    signIn: 'साइन इन करें',
    signOut: 'साइन आउट करें',
    signUp: 'साइन अप करें',
    back: 'वापस',
    retry: 'फिर से कोशिश करें',
    loading: 'लोड हो रहा है…',
    close: 'बंद करें',
    cancel: 'रद्द करें',
    getStarted: 'शुरू करें',
    returnHome: 'होम पर लौटें',
  },
  language: {
    label: 'भाषा',
    en: 'English',
    hi: 'हिन्दी',
    ml: 'മലയാളം',
  },
  nav: {
    home: 'होम',
    movies: 'फ़िल्में',
    premieres: 'प्रीमियर',
    myList: 'मेरी सूची',
    accountSettings: 'खाता सेटिंग्स',
    contactUs: 'संपर्क करें',
    privacyPolicy: 'गोपनीयता नीति',
    termsConditions: 'नियम और शर्तें',
    shippingDelivery: 'शिपिंग और डिलीवरी',
    search: 'खोजें',
    notifications: 'सूचनाएँ',
    settings: 'सेटिंग्स',
    downloads: 'डाउनलोड',
    signInUp: 'साइन इन / साइन अप',
  },
  toasts: {
    signedOut: 'सफलतापूर्वक साइन आउट हो गए',
    signedOutText: 'फिर मिलेंगे!',
  },
  errors: {
    somethingWentWrong: 'कुछ गलत हो गया',
    notFound: 'उफ़! पेज नहीं मिला',
  },
};
