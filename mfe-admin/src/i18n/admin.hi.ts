import type { AdminStrings } from './admin.en';

export const adminHi: AdminStrings = {
  title: 'एडमिन पैनल',
  intro: 'सामग्री, ट्रेंडिंग फ़िल्में, थंबनेल, उपयोगकर्ता, श्रेणियाँ और एनालिटिक्स यहाँ प्रबंधित किए जाते हैं।',
  signedInAs: '{{email}} ({{role}}) के रूप में साइन इन',
  signIn: 'साइन इन करें',
};
