import type { AdminTrendingStrings } from './trending.en';

export const adminTrendingHi: AdminTrendingStrings = {
  trending: {
    intro: 'क्रम से अधिकतम 10 शीर्षक। सहेजें पूरी ट्रेंडिंग सूची को एक साथ बदल देता है।',
    search: 'शीर्षक खोजें',
    title: 'शीर्षक',
    chooseTitle: 'शीर्षक चुनें',
    slot: 'स्लॉट',
    position: 'स्थान {{n}}',
    place: 'रखें',
    slots: 'ट्रेंडिंग स्लॉट',
    empty: 'खाली',
    remove: '{{title}} हटाएँ',
    save: 'सहेजें',
    reset: 'पहले जैसा करें',
  },
  // Its toasts (spec §8).
  toasts: {
    trendingSaved: 'ट्रेंडिंग क्रम सफलतापूर्वक अपडेट किया गया',
    trendingFailed: 'ट्रेंडिंग क्रम सहेजने में विफल',
  },
};
