// The Messages tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminMessagesEn = {
  messages: {
    status: 'Show',
    all: 'All messages',
    open: 'Open',
    resolved: 'Resolved',
    empty: 'No messages here.',
    received: 'Received',
    from: 'From',
    subject: 'Subject',
    message: 'Message',
    state: 'Status',
    resolve: 'Resolve',
    resolveLabel: 'Resolve the message "{{subject}}"',
    resolvedBy: 'by {{email}}',
  },
  // Its toasts (spec §8).
  toasts: {
    fetchMessagesFailed: 'Failed to fetch messages',
    messageResolved: 'Message resolved',
    resolveMessageFailed: 'Failed to resolve message',
  },
};

export type AdminMessagesStrings = typeof adminMessagesEn;
