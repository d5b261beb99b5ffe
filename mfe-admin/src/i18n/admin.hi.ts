import type { AdminStrings } from './admin.en';

export const adminHi: AdminStrings = {
  title: 'एडमिन पैनल',
  access: {
    signInNeeded: 'कैटलॉग प्रबंधित करने के लिए स्टाफ़ खाते से साइन इन करें।',
    signIn: 'साइन इन करें',
    goToDashboard: 'डैशबोर्ड पर जाएँ',
    denied: 'प्रवेश निषेध',
    user: 'उपयोगकर्ता',
    role: 'भूमिका',
    id: 'आईडी',
    restrictedNote:
      'एडमिन पहुँच केवल निर्धारित व्यवस्थापक पते और उसके द्वारा नियुक्त स्टाफ़ तक सीमित है। पहुँच चाहिए तो किसी व्यवस्थापक से संपर्क करें।',
    adminRequired: 'एडमिन पहुँच आवश्यक है',
  },
  roles: { user: 'उपयोगकर्ता', moderator: 'मॉडरेटर', admin: 'एडमिन' },
  header: { welcome: 'स्वागत है, {{email}} ({{role}})', dashboard: 'डैशबोर्ड', signOut: 'साइन आउट' },
  sidebar: { label: 'एडमिन अनुभाग' },
  tabs: {
    content: 'सामग्री प्रबंधन',
    trending: 'ट्रेंडिंग फ़िल्में',
    thumbnails: 'थंबनेल प्रबंधक',
    users: 'उपयोगकर्ता प्रबंधन',
    categories: 'श्रेणियाँ',
    analytics: 'एनालिटिक्स',
    audit: 'ऑडिट लॉग',
    messages: 'संदेश',
    media: 'मीडिया',
    settings: 'सेटिंग्स',
    languages: 'ऑडियो और उपशीर्षक',
  },
  // Cancel and Close are common's (actions.cancel, actions.close).
  actions: { delete: 'हटाएँ', search: 'खोजें' },
  pager: { label: 'पृष्ठ', previous: 'पिछला', next: 'अगला', status: 'पृष्ठ {{page}} / {{pages}} (कुल {{total}})' },
  upload: { progress: 'अपलोड हो रहा है… {{percent}}% ({{total}} में से {{sent}} MB)' },
  types: { movie: 'फ़िल्म', tv: 'प्रीमियर' },
  // The movie list's, which the Content and Thumbnails tabs both read; each tab's other toasts are its own.
  toasts: {
    fetchMoviesFailed: 'फ़िल्में लाने में विफल',
  },
  errors: {
    unexpected: 'एक अप्रत्याशित त्रुटि हुई',
    network: 'सर्वर से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर कोशिश करें।',
    thumbnailNotImage: 'थंबनेल एक इमेज फ़ाइल होनी चाहिए',
    trailerNotVideo: 'ट्रेलर एक वीडियो फ़ाइल होनी चाहिए',
    fileTooLarge: 'फ़ाइल बहुत बड़ी है',
    uploadAborted: 'अपलोड बीच में रुक गया। कृपया फिर कोशिश करें।',
    notFound: 'यह अब मौजूद नहीं है; शायद इसे हटा दिया गया है।',
    categoryNameTaken: 'इस नाम की श्रेणी पहले से मौजूद है',
    trendingDuplicate: 'एक शीर्षक केवल एक ट्रेंडिंग स्लॉट में रह सकता है',
    trendingUnknownMovie: 'एक ट्रेंडिंग स्लॉट में ऐसा शीर्षक है जो मौजूद नहीं है',
    lastAdmin: 'अंतिम एडमिन की भूमिका घटाई नहीं जा सकती',
    ownRoleChange: 'आप अपनी भूमिका स्वयं नहीं बदल सकते',
    userNotFound: 'उपयोगकर्ता नहीं मिला',
  },
};
