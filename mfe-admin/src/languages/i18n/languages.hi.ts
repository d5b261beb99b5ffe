import type { AdminLanguagesStrings } from './languages.en';

export const adminLanguagesHi: AdminLanguagesStrings = {
  mediaLanguages: {
    intro:
      'किसी शीर्षक में हर भाषा के लिए एक ऑडियो फ़ाइल और उपशीर्षक फ़ाइलें (SRT या WebVTT) जोड़ें। नया ट्रैक तैयार होने तक शीर्षक चलता रहता है।',
    empty: 'अभी किसी शीर्षक का ट्रांसकोड पूरा नहीं हुआ है।',
    audioList: 'ऑडियो: {{list}}',
    subtitlesList: 'उपशीर्षक: {{list}}',
    kind: 'ट्रैक का प्रकार',
    subtitles: 'उपशीर्षक',
    audio: 'ऑडियो',
    file: 'फ़ाइल',
    upload: 'अपलोड करें',
    subtitlesAdded: 'उपशीर्षक जोड़े गए',
    audioQueued: 'ऑडियो मिल गया: इसे तैयार किया जा रहा है, एक मिनट में दिखेगा',
    subtitleLine: 'उपशीर्षक फ़ाइल की पंक्ति {{line}} में त्रुटि है: {{reason}}',
    subtitleInvalid: 'उपशीर्षक फ़ाइल पढ़ी नहीं जा सकी। UTF-8 में SRT या WebVTT का उपयोग करें।',
    audioInvalid: 'इस फ़ाइल में पढ़ने योग्य ऑडियो नहीं है।',
    notReady: 'शीर्षक का ट्रांसकोड पूरा होने के बाद ही ट्रैक जोड़े जा सकते हैं।',
    uploadFailed: 'अपलोड विफल रहा। कृपया फिर कोशिश करें।',
    states: { queued: 'कतार में', running: 'ट्रांसकोड हो रहा है', done: 'तैयार', failed: 'विफल' },
  },
};
