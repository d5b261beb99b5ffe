import type { AdminContentStrings } from './content.en';

export const adminContentHi: AdminContentStrings = {
  content: {
    add: 'शीर्षक जोड़ें',
    search: 'शीर्षक, निर्देशक, कलाकार या शैली से खोजें',
    noMatches: 'आपकी खोज से मेल खाती कोई फ़िल्म नहीं मिली।',
    empty: 'कोई फ़िल्म उपलब्ध नहीं है। अपनी पहली फ़िल्म जोड़ें!',
    selectAll: 'सभी चुनें',
    select: '{{title}} चुनें',
    columns: {
      title: 'शीर्षक',
      genre: 'शैली',
      rating: 'रेटिंग',
      year: 'वर्ष',
      flags: 'प्रकार और चिह्न',
      actions: 'कार्रवाइयाँ',
    },
    new: 'नया',
    trending: 'ट्रेंडिंग',
    edit: '{{title}} संपादित करें',
    delete: '{{title}} हटाएँ',
    deleteTitle: 'यह शीर्षक हटाएँ?',
    deleteBody: '"{{title}}" और उसका संग्रहीत पोस्टर व ट्रेलर हटा दिए जाएँगे। इसे पूर्ववत नहीं किया जा सकता।',
  },
  bulk: {
    label: 'चुने गए शीर्षक',
    selected: '{{count}} चुने गए',
    markNew: 'नया चिह्नित करें',
    unmarkNew: 'नया चिह्न हटाएँ',
    markTrending: 'ट्रेंडिंग चिह्नित करें',
    unmarkTrending: 'ट्रेंडिंग चिह्न हटाएँ',
    export: 'निर्यात करें',
    delete: 'हटाएँ',
    deleteTitle: '{{count}} शीर्षक हटाएँ?',
    deleteBody: 'चुने गए {{count}} शीर्षक और उनकी संग्रहीत फ़ाइलें हटा दी जाएँगी। इसे पूर्ववत नहीं किया जा सकता।',
  },
};
