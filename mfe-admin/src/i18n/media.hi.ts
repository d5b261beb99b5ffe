import type { MediaStrings } from './media.en';

export const mediaHi: MediaStrings = {
  empty: 'अभी ट्रांसकोड करने के लिए कोई मीडिया नहीं है।',
  untitled: 'हटाया गया टाइटल',
  columns: {
    title: 'टाइटल',
    kind: 'मीडिया',
    state: 'स्थिति',
    renditions: 'रेंडिशन',
    updated: 'अपडेट किया गया',
    actions: 'कार्रवाइयाँ',
  },
  kinds: { content: 'कंटेंट', trailer: 'ट्रेलर' },
  states: { queued: 'कतार में', running: 'चल रहा है', done: 'पूरा हुआ', failed: 'विफल' },
  percent: '{{percent}}%',
  queuePosition: 'कतार में स्थान {{position}}',
  etaSeconds: 'लगभग {{count}} सेकंड बाकी',
  etaMinutes: 'लगभग {{count}} मिनट बाकी',
  progressLabel: '{{title}} का ट्रांसकोड',
  reason: 'कारण: {{reason}}',
  attempts: 'प्रयास: {{count}}',
  retryLabel: '{{title}} का {{kind}} फिर से ट्रांसकोड करें',
  retried: 'ट्रांसकोड फिर से कतार में डाला गया',
  retryFailed: 'ट्रांसकोड फिर से शुरू नहीं हो सका',
  fetchFailed: 'ट्रांसकोड जॉब लोड नहीं हो सके',
  notFailed: 'केवल विफल जॉब को ही फिर से चलाया जा सकता है।',
};
