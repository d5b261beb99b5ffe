import type { LanguagesStrings } from './languages.en';

export const languagesHi: LanguagesStrings = {
  open: 'भाषाएँ और उपशीर्षक',
  title: '{{name}} की भाषाएँ और उपशीर्षक',
  audio: 'पसंदीदा ऑडियो भाषा',
  subtitles: 'पसंदीदा उपशीर्षक',
  followInterface: 'ऐप की भाषा जैसी',
  off: 'बंद',
  size: 'उपशीर्षक का आकार',
  background: 'उपशीर्षक की पृष्ठभूमि',
  sizes: { small: 'छोटा', medium: 'मध्यम', large: 'बड़ा' },
  backgrounds: { none: 'कोई नहीं', shadow: 'छाया', box: 'डिब्बा' },
  preview: 'उपशीर्षक ऐसे दिखेंगे।',
  help: 'प्लेयर इन्हीं भाषाओं में शुरू होता है; किसी शीर्षक के लिए आपकी पसंद उसी के लिए याद रखी जाती है।',
  invalid: 'सूची में से कोई विकल्प चुनें',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  saved: 'भाषा सेटिंग सहेजी गई',
  loadFailed: 'भाषा सेटिंग लोड नहीं हो सकी।',
  saveFailed: 'भाषा सेटिंग सहेजी नहीं जा सकी। फिर से कोशिश करें।',
};
