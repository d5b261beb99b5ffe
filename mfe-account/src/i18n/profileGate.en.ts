// English strings of the gate before grown-up pages and of Manage Profiles on a kids profile
// (namespace 'profileGate').
export const profileGateEn = {
  grownUpTitle: 'This page is for grown-ups',
  grownUpPin: 'Enter the PIN of {{name}} to continue.',
  enterPin: 'Enter PIN',
  askGrownUp: 'Ask a grown-up to open this page.',
  kidsCannotManage: 'Ask a grown-up to manage profiles.',
};
