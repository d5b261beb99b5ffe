import type { MediaStrings } from './media.en';

export const mediaMl: MediaStrings = {
  empty: 'ട്രാൻസ്‌കോഡ് ചെയ്യാൻ ഇതുവരെ മീഡിയ ഒന്നുമില്ല.',
  untitled: 'നീക്കം ചെയ്ത ടൈറ്റിൽ',
  columns: {
    title: 'ടൈറ്റിൽ',
    kind: 'മീഡിയ',
    state: 'നില',
    renditions: 'റെൻഡിഷനുകൾ',
    updated: 'പുതുക്കിയത്',
    actions: 'പ്രവർത്തനങ്ങൾ',
  },
  kinds: { content: 'ഉള്ളടക്കം', trailer: 'ട്രെയിലർ' },
  states: { queued: 'ക്യൂവിൽ', running: 'നടക്കുന്നു', done: 'പൂർത്തിയായി', failed: 'പരാജയപ്പെട്ടു' },
  percent: '{{percent}}%',
  queuePosition: 'ക്യൂവിൽ സ്ഥാനം {{position}}',
  etaSeconds: 'ഏകദേശം {{count}} സെക്കൻഡ് ബാക്കി',
  etaMinutes: 'ഏകദേശം {{count}} മിനിറ്റ് ബാക്കി',
  progressLabel: '{{title}} ട്രാൻസ്‌കോഡ് ചെയ്യുന്നു',
  reason: 'കാരണം: {{reason}}',
  attempts: 'ശ്രമങ്ങൾ: {{count}}',
  retryLabel: '{{title}} എന്നതിന്റെ {{kind}} വീണ്ടും ട്രാൻസ്‌കോഡ് ചെയ്യുക',
  retried: 'ട്രാൻസ്‌കോഡ് വീണ്ടും ക്യൂവിൽ ചേർത്തു',
  retryFailed: 'ട്രാൻസ്‌കോഡ് വീണ്ടും ആരംഭിക്കാനായില്ല',
  fetchFailed: 'ട്രാൻസ്‌കോഡ് ജോലികൾ ലോഡ് ചെയ്യാനായില്ല',
  notFailed: 'പരാജയപ്പെട്ട ജോലി മാത്രമേ വീണ്ടും ശ്രമിക്കാനാകൂ.',
};
