import type { AdminMessagesStrings } from './messages.en';

export const adminMessagesMl: AdminMessagesStrings = {
  messages: {
    status: 'കാണിക്കുക',
    all: 'എല്ലാ സന്ദേശങ്ങളും',
    open: 'തുറന്നവ',
    resolved: 'പരിഹരിച്ചവ',
    empty: 'ഇവിടെ സന്ദേശങ്ങളൊന്നുമില്ല.',
    received: 'ലഭിച്ചത്',
    from: 'അയച്ചയാൾ',
    subject: 'വിഷയം',
    message: 'സന്ദേശം',
    state: 'നില',
    resolve: 'പരിഹരിക്കുക',
    resolveLabel: '"{{subject}}" എന്ന സന്ദേശം പരിഹരിക്കുക',
    resolvedBy: '{{email}} പരിഹരിച്ചു',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchMessagesFailed: 'സന്ദേശങ്ങൾ ലഭ്യമാക്കാനായില്ല',
    messageResolved: 'സന്ദേശം പരിഹരിച്ചു',
    resolveMessageFailed: 'സന്ദേശം പരിഹരിക്കാനായില്ല',
  },
};
