// The Media tab's strings (admin namespace, under `media`).
export const mediaEn = {
  empty: 'No media to transcode yet.',
  untitled: 'Deleted title',
  columns: {
    title: 'Title',
    kind: 'Media',
    state: 'State',
    renditions: 'Renditions',
    updated: 'Updated',
    actions: 'Actions',
  },
  kinds: { content: 'Content', trailer: 'Trailer' },
  states: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' },
  percent: '{{percent}}%',
  queuePosition: 'Position {{position}} in the queue',
  etaSeconds: 'about {{count}} s left',
  etaMinutes: 'about {{count}} min left',
  progressLabel: 'Transcoding {{title}}',
  reason: 'Reason: {{reason}}',
  attempts: 'Attempts: {{count}}',
  retryLabel: 'Retry the {{kind}} of {{title}}',
  retried: 'Transcode queued again',
  retryFailed: 'Could not retry the transcode',
  fetchFailed: 'Could not load the transcode jobs',
  notFailed: 'Only a failed job can be retried.',
};

export type MediaStrings = typeof mediaEn;
