import type { AdminAnalyticsStrings } from './analytics.en';

export const adminAnalyticsHi: AdminAnalyticsStrings = {
  analytics: {
    movies: 'फ़िल्में',
    premieres: 'प्रीमियर',
    users: 'उपयोगकर्ता',
    categories: 'श्रेणियाँ',
    recent: 'हाल ही में जोड़े गए',
    noContent: 'अभी तक कोई सामग्री नहीं जोड़ी गई',
    perWeek: 'प्रति सप्ताह जोड़े गए शीर्षक',
    mostListed: 'सबसे अधिक सूचियों में',
    noneListed: 'अभी तक कोई शीर्षक किसी की सूची में नहीं है।',
    listedBy: '{{count}} सूचियों में',
    plays: 'प्रति टाइटल प्ले',
    noPlays: 'अभी तक कुछ भी नहीं चलाया गया है।',
    playsLine: '{{plays}} बार चलाया गया · {{rate}} पूरा देखा गया',
    vitals: 'असली दर्शकों के लिए गति (75वाँ पर्सेंटाइल, पिछले {{days}} दिन)',
    vitalsEmpty: 'अभी तक कोई विज़िट मापी नहीं गई है।',
    vitalsPage: 'पेज',
    vitalsSamples: '{{count}} माप',
    vitalsByRelease: 'रिलीज़ के अनुसार, सबसे पुरानी पहले',
    vitalsRelease: 'रिलीज़',
    vitalsChange: 'पिछली रिलीज़ की तुलना में LCP',
    vitalsRegression: 'धीमा: p75 LCP {{previous}} की तुलना में {{change}}',
    vitalsRegressions:
      'जिन रिलीज़ ने किसी पेज को धीमा किया (p75 LCP पिछली रिलीज़ से {{threshold}} से अधिक): {{count}}',
    topTen: 'आज के टॉप 10 (दो मिनट से आगे चले प्ले, पिछले {{hours}} घंटे)',
    topTenEmpty: 'आज कुछ भी दो मिनट से आगे नहीं चलाया गया।',
    topTenRank: 'रैंक',
    topTenTitle: 'शीर्षक',
    topTenPlays: 'प्ले',
  },
};
