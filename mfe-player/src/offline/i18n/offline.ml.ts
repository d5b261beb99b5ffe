import type { playerOfflineEn } from './offline.en';

export const playerOfflineMl: typeof playerOfflineEn = {
  offline: {
    missing: 'ഈ ഡൗൺലോഡ് ഈ ഉപകരണത്തിൽ ഇല്ല.',
    missingHelp: 'ഓഫ്‌ലൈനായി കാണാൻ ടൈറ്റിൽ അതിന്റെ പേജിൽ നിന്ന് വീണ്ടും ഡൗൺലോഡ് ചെയ്യുക.',
    expired: 'ഈ ഡൗൺലോഡിന്റെ കാലാവധി കഴിഞ്ഞു.',
    expiredHelp: 'പുതുക്കാൻ ഇന്റർനെറ്റിൽ കണക്റ്റ് ചെയ്ത് വീണ്ടും പ്ലേ ചെയ്യുക.',
  },
};
