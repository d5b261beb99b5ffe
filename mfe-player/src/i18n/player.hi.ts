import type { PlayerStrings } from './player.en';

export const playerHi: PlayerStrings = {
  dialogLabel: 'प्लेयर: {{title}}',
  trailer: 'ट्रेलर',
  close: 'प्लेयर बंद करें',
  play: 'चलाएँ',
  pause: 'रोकें',
  mute: 'आवाज़ बंद करें',
  unmute: 'आवाज़ चालू करें',
  fullscreen: 'पूर्ण स्क्रीन',
  exitFullscreen: 'पूर्ण स्क्रीन से बाहर निकलें',
  seekBack: '10 सेकंड पीछे',
  seekForward: '10 सेकंड आगे',
  seek: 'समय बदलें',
  time: '{{total}} में से {{current}}',
  paused: 'रुका हुआ',
  embedTitle: 'वीडियो प्लेयर: {{title}}',
  shortcuts: 'स्पेस या K: चलाएँ/रोकें · M: आवाज़ · F: पूर्ण स्क्रीन · ← →: 10 सेकंड',
  unavailable: 'यह सामग्री अभी स्ट्रीमिंग के लिए उपलब्ध नहीं है।',
  unavailableHelp: 'कृपया बाद में फिर देखें, या अगर आपको लगता है कि यह कोई गलती है तो सहायता टीम से संपर्क करें।',
};
