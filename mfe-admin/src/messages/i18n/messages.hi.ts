import type { AdminMessagesStrings } from './messages.en';

export const adminMessagesHi: AdminMessagesStrings = {
  messages: {
    status: 'दिखाएँ',
    all: 'सभी संदेश',
    open: 'खुले',
    resolved: 'हल किए गए',
    empty: 'यहाँ कोई संदेश नहीं है।',
    received: 'प्राप्त',
    from: 'प्रेषक',
    subject: 'विषय',
    message: 'संदेश',
    state: 'स्थिति',
    resolve: 'हल करें',
    resolveLabel: 'संदेश "{{subject}}" हल करें',
    resolvedBy: '{{email}} द्वारा',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchMessagesFailed: 'संदेश लाने में विफल',
    messageResolved: 'संदेश हल हो गया',
    resolveMessageFailed: 'संदेश हल करने में विफल',
  },
};
