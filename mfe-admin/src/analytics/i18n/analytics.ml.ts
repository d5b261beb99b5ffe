import type { AdminAnalyticsStrings } from './analytics.en';

export const adminAnalyticsMl: AdminAnalyticsStrings = {
  analytics: {
    movies: 'സിനിമകൾ',
    premieres: 'പ്രീമിയറുകൾ',
    users: 'ഉപയോക്താക്കൾ',
    categories: 'വിഭാഗങ്ങൾ',
    recent: 'അടുത്തിടെ ചേർത്തവ',
    noContent: 'ഇതുവരെ ഉള്ളടക്കമൊന്നും ചേർത്തിട്ടില്ല',
    perWeek: 'ആഴ്ചതോറും ചേർത്ത ടൈറ്റിലുകൾ',
    mostListed: 'ഏറ്റവും കൂടുതൽ പട്ടികകളിൽ',
    noneListed: 'ഇതുവരെ ഒരു ടൈറ്റിലും ആരുടെയും പട്ടികയിലില്ല.',
    listedBy: '{{count}} പട്ടികകളിൽ',
    plays: 'ഓരോ ടൈറ്റിലിന്റെയും പ്ലേകൾ',
    noPlays: 'ഇതുവരെ ഒന്നും പ്ലേ ചെയ്തിട്ടില്ല.',
    playsLine: '{{plays}} പ്ലേകൾ · {{rate}} പൂർത്തിയാക്കി',
    vitals: 'യഥാർത്ഥ സന്ദർശകർക്കുള്ള വേഗത (75-ാം പെർസെന്റൈൽ, കഴിഞ്ഞ {{days}} ദിവസം)',
    vitalsEmpty: 'ഇതുവരെ ഒരു സന്ദർശനവും അളന്നിട്ടില്ല.',
    vitalsPage: 'പേജ്',
    vitalsSamples: '{{count}} അളവുകൾ',
    vitalsByRelease: 'റിലീസ് അനുസരിച്ച്, ഏറ്റവും പഴയത് ആദ്യം',
    vitalsRelease: 'റിലീസ്',
    vitalsChange: 'മുൻ റിലീസുമായി താരതമ്യം ചെയ്ത LCP',
    vitalsRegression: 'വേഗത കുറഞ്ഞു: {{previous}}-നെ അപേക്ഷിച്ച് p75 LCP {{change}}',
    vitalsRegressions:
      'ഒരു പേജിന്റെ വേഗത കുറച്ച റിലീസുകൾ (p75 LCP മുൻ റിലീസിനേക്കാൾ {{threshold}}-ൽ കൂടുതൽ): {{count}}',
    topTen: 'ഇന്നത്തെ ടോപ്പ് 10 (രണ്ട് മിനിറ്റിലധികം പ്ലേ ചെയ്തവ, കഴിഞ്ഞ {{hours}} മണിക്കൂർ)',
    topTenEmpty: 'ഇന്ന് ഒന്നും രണ്ട് മിനിറ്റിലധികം പ്ലേ ചെയ്തിട്ടില്ല.',
    topTenRank: 'റാങ്ക്',
    topTenTitle: 'ശീർഷകം',
    topTenPlays: 'പ്ലേകൾ',
  },
};
