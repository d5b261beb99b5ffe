import type { playerOfflineEn } from './offline.en';

export const playerOfflineHi: typeof playerOfflineEn = {
  offline: {
    missing: 'यह डाउनलोड इस डिवाइस पर नहीं है।',
    missingHelp: 'ऑफ़लाइन देखने के लिए टाइटल को उसके पेज से फिर से डाउनलोड करें।',
    expired: 'इस डाउनलोड की अवधि समाप्त हो गई है।',
    expiredHelp: 'इसे रिन्यू करने के लिए इंटरनेट से जुड़ें और फिर से चलाएँ।',
  },
};
