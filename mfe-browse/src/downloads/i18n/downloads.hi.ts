import type { downloadsEn } from './downloads.en';

export const downloadsHi: typeof downloadsEn = {
  download: 'डाउनलोड करें',
  downloadEpisode: 'एपिसोड {{number}} डाउनलोड करें: {{title}}',
  chooseQuality: 'क्वालिटी चुनें',
  option: '{{label}} · {{size}}',
  quality: { standard: 'स्टैंडर्ड ({{height}}p)', high: 'हाई ({{height}}p)' },
  preparing: 'डाउनलोड तैयार हो रहा है…',
  progress: 'डाउनलोड हो रहा है {{percent}} % · {{size}} में से {{held}}',
  progressLabel: '{{title}} का डाउनलोड',
  pausedAt: '{{percent}} % पर रुका',
  pause: 'रोकें',
  resume: 'फिर शुरू करें',
  cancel: 'रद्द करें',
  downloaded: 'डाउनलोड हो गया',
  seeDownloads: 'डाउनलोड देखें',
  failed: 'डाउनलोड रुक गया। जारी रखने के लिए फिर शुरू करें।',
  error: 'डाउनलोड शुरू नहीं हो सका। फिर से कोशिश करें।',
  offlineStart: 'डाउनलोड करने के लिए इंटरनेट से जुड़ें।',
  upsellTitle: 'डाउनलोड स्टैंडर्ड और प्रीमियम के साथ मिलते हैं',
  upsellText:
    'बेसिक में डाउनलोड नहीं हैं। स्टैंडर्ड 2 डिवाइस पर, प्रीमियम 6 पर डाउनलोड करता है, ताकि बिना नेटवर्क के देख सकें।',
  upsellAction: 'प्लान देखें',
  deviceLimitAction: 'अकाउंट सेटिंग में डिवाइस मैनेज करें',
  messages: {
    download: {
      deviceLimit:
        'आपके प्लान में {{limit}} डिवाइस पर डाउनलोड की अनुमति है ({{devices}})। यहाँ डाउनलोड करने के लिए अकाउंट सेटिंग में एक डिवाइस हटाएँ।',
      deviceLimitOne:
        'आपके प्लान में {{limit}} डिवाइस पर डाउनलोड की अनुमति है ({{devices}})। यहाँ डाउनलोड करने के लिए अकाउंट सेटिंग में वह डिवाइस हटाएँ।',
    },
  },
  page: {
    title: 'डाउनलोड',
    empty: 'अभी कुछ डाउनलोड नहीं हुआ। डाउनलोड किए टाइटल यहाँ बिना नेटवर्क के चलते हैं।',
    storage: 'इस ब्राउज़र में {{quota}} में से {{used}} इस्तेमाल हुआ',
    persisted: 'ब्राउज़र इन्हें रखेगा: जगह खाली करने के लिए इन्हें नहीं हटाएगा।',
    notPersisted: 'जगह कम होने पर ब्राउज़र डाउनलोड हटा सकता है।',
    size: '{{size}} · {{quality}}',
    expires: '{{date}} को समाप्त',
    expired: '{{date}} को समाप्त: रिन्यू करने के लिए ऑनलाइन चलाएँ',
    episode: 'S{{season}} E{{number}} · {{title}}',
    play: '{{title}} चलाएँ',
    delete: '{{title}} हटाएँ',
    offline: 'आप ऑफ़लाइन हैं: आपके डाउनलोड फिर भी चलते हैं।',
  },
};
