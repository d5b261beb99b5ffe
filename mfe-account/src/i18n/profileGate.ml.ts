import type { profileGateEn } from './profileGate.en';

// Malayalam strings of the gate before grown-up pages (namespace 'profileGate').
export const profileGateMl: typeof profileGateEn = {
  grownUpTitle: 'ഈ പേജ് മുതിർന്നവർക്കുള്ളതാണ്',
  grownUpPin: 'തുടരാൻ {{name}} എന്നതിന്റെ PIN നൽകുക.',
  enterPin: 'PIN നൽകുക',
  askGrownUp: 'ഈ പേജ് തുറക്കാൻ ഒരു മുതിർന്നയാളോട് ചോദിക്കുക.',
  kidsCannotManage: 'പ്രൊഫൈലുകൾ മാനേജ് ചെയ്യാൻ ഒരു മുതിർന്നയാളോട് ചോദിക്കുക.',
};
