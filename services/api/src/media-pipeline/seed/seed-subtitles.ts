import type { MediaLanguage } from '@premieres/contracts';
import { vttTime } from '../subtitles/cue-timing';

// Real sentences in each script, so the player's subtitle menu and rendering can be checked by eye.
const LINES: Record<MediaLanguage, string[]> = {
  en: [
    'Welcome to premieres.',
    'This is a sample film made for testing playback.',
    'You are listening to the English audio track.',
    'Switch the audio to Hindi to hear a higher tone.',
    'The picture changes quality as your connection changes.',
    'Subtitles are available in English, Hindi and Malayalam.',
    'Thank you for watching.',
  ],
  hi: [
    'प्रीमियर्स में आपका स्वागत है।',
    'यह प्लेबैक जाँचने के लिए बनाई गई एक नमूना फ़िल्म है।',
    'आप अंग्रेज़ी ऑडियो ट्रैक सुन रहे हैं।',
    'ऊँची धुन सुनने के लिए ऑडियो को हिन्दी में बदलें।',
    'आपके कनेक्शन के साथ तस्वीर की गुणवत्ता बदलती है।',
    'उपशीर्षक अंग्रेज़ी, हिन्दी और मलयालम में उपलब्ध हैं।',
    'देखने के लिए धन्यवाद।',
  ],
  ml: [
    'പ്രീമിയേഴ്സിലേക്ക് സ്വാഗതം.',
    'പ്ലേബാക്ക് പരിശോധിക്കാൻ നിർമ്മിച്ച ഒരു സാമ്പിൾ ചിത്രമാണിത്.',
    'നിങ്ങൾ ഇംഗ്ലീഷ് ഓഡിയോ ട്രാക്ക് കേൾക്കുന്നു.',
    'ഉയർന്ന സ്വരം കേൾക്കാൻ ഓഡിയോ ഹിന്ദിയിലേക്ക് മാറ്റുക.',
    'നിങ്ങളുടെ കണക്ഷനനുസരിച്ച് ചിത്രത്തിന്റെ നിലവാരം മാറുന്നു.',
    'ഇംഗ്ലീഷ്, ഹിന്ദി, മലയാളം എന്നീ ഭാഷകളിൽ സബ്ടൈറ്റിലുകൾ ലഭ്യമാണ്.',
    'കണ്ടതിന് നന്ദി.',
  ],
};

/** A WebVTT file for a seeded title: a sentence every 5 seconds, shown for 4, the title first. */
export function seedSubtitleVtt(language: MediaLanguage, title: string, seconds: number): string {
  const sentences = [title, ...LINES[language]];
  const cues: string[] = [];
  for (let start = 1, i = 0; start + 4 <= seconds; start += 5, i++) {
    const text = sentences[i % sentences.length] as string;
    cues.push(`${vttTime(start)} --> ${vttTime(start + 4)}\n${text}`);
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
