import type { ShellStrings } from './shell.en';

export const shellHi: ShellStrings = {
  header: {
    notificationsUnread: 'सूचनाएँ ({{count}} अपठित)',
    switchProfile: 'प्रोफ़ाइल बदलें ({{name}})',
    chooseProfile: 'प्रोफ़ाइल चुनें',
    openSearch: 'खोज खोलें',
    searchPlaceholder: 'फ़िल्में और प्रीमियर खोजें',
    closeSearch: 'खोज बंद करें',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',
    mainNavigation: 'मुख्य नेविगेशन',
    plan: {
      label: 'प्लान: {{plan}}',
      basic: 'बेसिक',
      standard: 'स्टैंडर्ड',
      premium: 'प्रीमियम',
      active: 'सदस्य',
      none: 'प्लान',
    },
  },
  drawer: {
    title: 'मेनू',
    welcome: 'स्वागत है, {{email}}',
  },
  remote: {
    unavailableTitle: 'यह पेज लोड नहीं हो सका',
    unavailableText: 'premieres का एक हिस्सा अभी जवाब नहीं दे रहा है। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  offline: {
    title: 'आप ऑफ़लाइन हैं।',
    text: 'premieres से अभी संपर्क नहीं हो पा रहा है; हम अपने आप फिर से जुड़ जाएँगे।',
    badge: 'ऑफ़लाइन',
    startTitle: 'आप ऑफ़लाइन हैं',
    startText:
      'इस डिवाइस पर साइन इन करने के बाद डाउनलोड बिना नेटवर्क के यहाँ खुलते हैं। साइन इन करने या ब्राउज़ करने के लिए कनेक्ट करें।',
    retry: 'फिर से कोशिश करें',
  },
  notFound: {
    code: '404',
  },
};
