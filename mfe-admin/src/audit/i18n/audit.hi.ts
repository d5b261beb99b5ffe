import type { AdminAuditStrings } from './audit.en';

export const adminAuditHi: AdminAuditStrings = {
  audit: {
    staffMember: 'स्टाफ़ सदस्य',
    everyone: 'सभी',
    empty: 'अभी तक कुछ दर्ज नहीं हुआ।',
    when: 'कब',
    who: 'किसने',
    what: 'क्या',
    changes: 'बदलाव',
    actions: {
      movie: {
        create: 'शीर्षक बनाया',
        update: 'शीर्षक संपादित',
        delete: 'शीर्षक हटाया',
        thumbnail: 'पोस्टर अपलोड',
        film: 'फ़िल्म अपलोड',
        intro: 'इंट्रो मार्कर सेट किए',
      },
      movies: { bulk_delete: 'शीर्षक हटाए', bulk_flags: 'चिह्न बदले' },
      trending: { save: 'ट्रेंडिंग क्रम सहेजा' },
      category: { create: 'श्रेणी बनाई', update: 'श्रेणी संपादित', delete: 'श्रेणी हटाई' },
      user: { role: 'भूमिका बदली' },
      contact: { resolve: 'संदेश हल किया' },
      episode: {
        create: 'एपिसोड जोड़ा',
        update: 'एपिसोड संपादित',
        delete: 'एपिसोड हटाया',
        media: 'एपिसोड वीडियो अपलोड',
      },
    },
  },
};
