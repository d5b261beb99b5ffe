import type { AdminLanguagesStrings } from './languages.en';

export const adminLanguagesMl: AdminLanguagesStrings = {
  mediaLanguages: {
    intro:
      'ഒരു ശീർഷകത്തിലേക്ക് ഓരോ ഭാഷയ്ക്കും ഒരു ഓഡിയോ ഫയലും സബ്ടൈറ്റിൽ ഫയലുകളും (SRT അല്ലെങ്കിൽ WebVTT) ചേർക്കുക. പുതിയ ട്രാക്ക് തയ്യാറാകുന്നതുവരെ ശീർഷകം പ്ലേ ചെയ്യുന്നത് തുടരും.',
    empty: 'ഇതുവരെ ഒരു ശീർഷകത്തിന്റെയും ട്രാൻസ്കോഡ് പൂർത്തിയായിട്ടില്ല.',
    audioList: 'ഓഡിയോ: {{list}}',
    subtitlesList: 'സബ്ടൈറ്റിലുകൾ: {{list}}',
    kind: 'ട്രാക്കിന്റെ തരം',
    subtitles: 'സബ്ടൈറ്റിലുകൾ',
    audio: 'ഓഡിയോ',
    file: 'ഫയൽ',
    upload: 'അപ്‌ലോഡ് ചെയ്യുക',
    subtitlesAdded: 'സബ്ടൈറ്റിലുകൾ ചേർത്തു',
    audioQueued: 'ഓഡിയോ ലഭിച്ചു: അത് തയ്യാറാക്കുന്നു, ഒരു മിനിറ്റിനുള്ളിൽ കാണാം',
    subtitleLine: 'സബ്ടൈറ്റിൽ ഫയലിന്റെ {{line}}-ാം വരിയിൽ പിശകുണ്ട്: {{reason}}',
    subtitleInvalid: 'സബ്ടൈറ്റിൽ ഫയൽ വായിക്കാനായില്ല. UTF-8-ലുള്ള SRT അല്ലെങ്കിൽ WebVTT ഉപയോഗിക്കുക.',
    audioInvalid: 'ഈ ഫയലിൽ വായിക്കാവുന്ന ഓഡിയോ ഇല്ല.',
    notReady: 'ശീർഷകത്തിന്റെ ട്രാൻസ്കോഡ് പൂർത്തിയായ ശേഷമേ ട്രാക്കുകൾ ചേർക്കാനാകൂ.',
    uploadFailed: 'അപ്‌ലോഡ് പരാജയപ്പെട്ടു. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
    states: { queued: 'ക്യൂവിൽ', running: 'ട്രാൻസ്കോഡ് ചെയ്യുന്നു', done: 'തയ്യാർ', failed: 'പരാജയപ്പെട്ടു' },
  },
};
