import type { AdminAuditStrings } from './audit.en';

export const adminAuditMl: AdminAuditStrings = {
  audit: {
    staffMember: 'സ്റ്റാഫ് അംഗം',
    everyone: 'എല്ലാവരും',
    empty: 'ഇതുവരെ ഒന്നും രേഖപ്പെടുത്തിയിട്ടില്ല.',
    when: 'എപ്പോൾ',
    who: 'ആര്',
    what: 'എന്ത്',
    changes: 'മാറ്റങ്ങൾ',
    actions: {
      movie: {
        create: 'ടൈറ്റിൽ സൃഷ്ടിച്ചു',
        update: 'ടൈറ്റിൽ എഡിറ്റ് ചെയ്തു',
        delete: 'ടൈറ്റിൽ ഇല്ലാതാക്കി',
        thumbnail: 'പോസ്റ്റർ അപ്‌ലോഡ് ചെയ്തു',
        film: 'സിനിമ അപ്‌ലോഡ് ചെയ്തു',
        intro: 'ഇൻട്രോ മാർക്കറുകൾ സജ്ജമാക്കി',
      },
      movies: { bulk_delete: 'ടൈറ്റിലുകൾ ഇല്ലാതാക്കി', bulk_flags: 'അടയാളങ്ങൾ മാറ്റി' },
      trending: { save: 'ട്രെൻഡിംഗ് ക്രമം സേവ് ചെയ്തു' },
      category: { create: 'വിഭാഗം സൃഷ്ടിച്ചു', update: 'വിഭാഗം എഡിറ്റ് ചെയ്തു', delete: 'വിഭാഗം ഇല്ലാതാക്കി' },
      user: { role: 'റോൾ മാറ്റി' },
      contact: { resolve: 'സന്ദേശം പരിഹരിച്ചു' },
      episode: {
        create: 'എപ്പിസോഡ് ചേർത്തു',
        update: 'എപ്പിസോഡ് എഡിറ്റ് ചെയ്തു',
        delete: 'എപ്പിസോഡ് ഇല്ലാതാക്കി',
        media: 'എപ്പിസോഡ് വീഡിയോ അപ്‌ലോഡ് ചെയ്തു',
      },
    },
  },
};
