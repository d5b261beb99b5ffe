import type { profileGateEn } from './profileGate.en';

// Hindi strings of the gate before grown-up pages (namespace 'profileGate').
export const profileGateHi: typeof profileGateEn = {
  grownUpTitle: 'यह पेज बड़ों के लिए है',
  grownUpPin: 'जारी रखने के लिए {{name}} का PIN डालें।',
  enterPin: 'PIN डालें',
  askGrownUp: 'यह पेज खोलने के लिए किसी बड़े से कहें।',
  kidsCannotManage: 'प्रोफ़ाइल मैनेज करने के लिए किसी बड़े से कहें।',
};
