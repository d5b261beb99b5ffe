import type { AdminStrings } from './admin.en';

export const adminMl: AdminStrings = {
  title: 'അഡ്മിൻ പാനൽ',
  intro: 'ഉള്ളടക്കം, ട്രെൻഡിംഗ് സിനിമകൾ, തംബ്‌നെയിലുകൾ, ഉപയോക്താക്കൾ, വിഭാഗങ്ങൾ, അനലിറ്റിക്സ് എന്നിവ ഇവിടെ കൈകാര്യം ചെയ്യുന്നു.',
  signedInAs: '{{email}} ({{role}}) ആയി സൈൻ ഇൻ ചെയ്തു',
  signIn: 'സൈൻ ഇൻ',
};
