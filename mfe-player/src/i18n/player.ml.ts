import type { PlayerStrings } from './player.en';

export const playerMl: PlayerStrings = {
  dialogLabel: 'പ്ലേയർ: {{title}}',
  trailer: 'ട്രെയിലർ',
  close: 'പ്ലേയർ അടയ്ക്കുക',
  play: 'പ്ലേ ചെയ്യുക',
  pause: 'താൽക്കാലികമായി നിർത്തുക',
  mute: 'ശബ്ദം ഓഫ് ചെയ്യുക',
  unmute: 'ശബ്ദം ഓൺ ചെയ്യുക',
  fullscreen: 'പൂർണ്ണ സ്ക്രീൻ',
  exitFullscreen: 'പൂർണ്ണ സ്ക്രീനിൽ നിന്ന് പുറത്തുകടക്കുക',
  seekBack: '10 സെക്കൻഡ് പിന്നോട്ട്',
  seekForward: '10 സെക്കൻഡ് മുന്നോട്ട്',
  seek: 'സമയം മാറ്റുക',
  time: '{{total}}-ൽ {{current}}',
  paused: 'നിർത്തിയിരിക്കുന്നു',
  embedTitle: 'വീഡിയോ പ്ലേയർ: {{title}}',
  shortcuts: 'സ്പേസ് അല്ലെങ്കിൽ K: പ്ലേ/നിർത്തുക · M: ശബ്ദം · F: പൂർണ്ണ സ്ക്രീൻ · ← →: 10 സെക്കൻഡ്',
  unavailable: 'ഈ ഉള്ളടക്കം ഇതുവരെ സ്ട്രീമിംഗിന് ലഭ്യമല്ല.',
  unavailableHelp: 'ദയവായി പിന്നീട് വീണ്ടും നോക്കുക, അല്ലെങ്കിൽ ഇതൊരു പിശകാണെന്ന് തോന്നുന്നുവെങ്കിൽ സപ്പോർട്ടുമായി ബന്ധപ്പെടുക.',
};
