import type { AdminThumbnailsStrings } from './thumbnails.en';

export const adminThumbnailsHi: AdminThumbnailsStrings = {
  thumbnails: {
    intro: '7 या अधिक रेटिंग वाले, या एक्शन, साइ-फ़ाई, कॉमेडी, ड्रामा या थ्रिलर शैली के शीर्षक।',
    choose: '{{title}} के लिए पोस्टर फ़ाइल',
    upload: 'अपलोड करें',
    uploadAll: 'सभी अपलोड करें',
    done: 'अपलोड हो गया',
    empty: 'थंबनेल फ़िल्टर से कोई शीर्षक मेल नहीं खाता।',
  },
  // Its toasts (spec §8).
  toasts: {
    thumbnailUploaded: 'थंबनेल सफलतापूर्वक अपलोड हुआ',
    thumbnailFailed: 'थंबनेल अपलोड करने में विफल',
    thumbnailsUploaded: '{{count}} थंबनेल सफलतापूर्वक अपलोड हुए',
    someUploadsFailed: 'कुछ अपलोड विफल रहे। कृपया अलग-अलग आइटम जाँचें।',
    noFilesTitle: 'कोई फ़ाइल नहीं चुनी गई',
    noFilesText: 'कृपया अपलोड करने के लिए थंबनेल फ़ाइलें चुनें',
  },
};
