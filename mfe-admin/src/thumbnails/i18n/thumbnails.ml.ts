import type { AdminThumbnailsStrings } from './thumbnails.en';

export const adminThumbnailsMl: AdminThumbnailsStrings = {
  thumbnails: {
    intro: '7-ഓ അതിലധികമോ റേറ്റിംഗ് ഉള്ളവ, അല്ലെങ്കിൽ ആക്ഷൻ, സയൻസ് ഫിക്ഷൻ, കോമഡി, ഡ്രാമ, ത്രില്ലർ വിഭാഗങ്ങളിലെ ടൈറ്റിലുകൾ.',
    choose: '{{title}}-നുള്ള പോസ്റ്റർ ഫയൽ',
    upload: 'അപ്‌ലോഡ്',
    uploadAll: 'എല്ലാം അപ്‌ലോഡ് ചെയ്യുക',
    done: 'അപ്‌ലോഡ് ചെയ്തു',
    empty: 'തംബ്‌നെയിൽ ഫിൽട്ടറുമായി പൊരുത്തപ്പെടുന്ന ടൈറ്റിലുകളൊന്നുമില്ല.',
  },
  // Its toasts (spec §8).
  toasts: {
    thumbnailUploaded: 'തംബ്‌നെയിൽ വിജയകരമായി അപ്‌ലോഡ് ചെയ്തു',
    thumbnailFailed: 'തംബ്‌നെയിൽ അപ്‌ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല',
    thumbnailsUploaded: '{{count}} തംബ്‌നെയിലുകൾ വിജയകരമായി അപ്‌ലോഡ് ചെയ്തു',
    someUploadsFailed: 'ചില അപ്‌ലോഡുകൾ പരാജയപ്പെട്ടു. ഓരോ ഇനവും പരിശോധിക്കുക.',
    noFilesTitle: 'ഫയലുകളൊന്നും തിരഞ്ഞെടുത്തിട്ടില്ല',
    noFilesText: 'അപ്‌ലോഡ് ചെയ്യാൻ തംബ്‌നെയിൽ ഫയലുകൾ തിരഞ്ഞെടുക്കുക',
  },
};
