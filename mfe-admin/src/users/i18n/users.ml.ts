import type { AdminUsersStrings } from './users.en';

export const adminUsersMl: AdminUsersStrings = {
  users: {
    search: 'ഇ-മെയിൽ ഉപയോഗിച്ച് തിരയുക',
    empty: 'ഉപയോക്താക്കളെ ആരെയും കണ്ടെത്തിയില്ല.',
    email: 'ഇ-മെയിൽ',
    name: 'പേര്',
    joined: 'ചേർന്ന തീയതി',
    role: 'റോൾ',
    roleOf: '{{email}}-ന്റെ റോൾ',
    confirmRoleTitle: 'ഈ റോൾ മാറ്റണോ?',
    confirmRoleBody: '{{email}}-ന്റെ റോൾ മാറ്റുക: {{from}} → {{to}}.',
    confirmRole: 'റോൾ മാറ്റുക',
    you: 'നിങ്ങൾ',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchUsersFailed: 'ഉപയോക്താക്കളെ ലഭ്യമാക്കാൻ കഴിഞ്ഞില്ല',
    roleUpdated: 'ഉപയോക്താവിന്റെ റോൾ വിജയകരമായി പുതുക്കി',
    roleFailed: 'ഉപയോക്താവിന്റെ റോൾ പുതുക്കാൻ കഴിഞ്ഞില്ല',
  },
};
