/** The film upload of the title form and the episode editor (merged into the admin namespace as `film`). */
export const adminFilmEn = {
  label: 'Film (the full-length video)',
  episodeLabel: 'Episode video',
  afterCreate:
    'The film uploads as soon as the title is created. Keep this page open until it is stored; a dropped connection resumes by itself.',
  atOnce:
    'It uploads as soon as you choose it, and you can keep editing. A new film replaces the current one once it is stored.',
  contentUrlHint: 'Or the URL of a film hosted elsewhere. An uploaded film fills this in by itself.',
  chosen: 'Chosen: {{name}} ({{size}} MB)',
  progress: 'Uploading {{name}}… {{percent}} % · {{rate}} MB/s ({{sent}} of {{total}} MB)',
  progressStarting: 'Uploading {{name}}… {{percent}} % ({{sent}} of {{total}} MB)',
  paused: 'Paused at {{percent}} % ({{sent}} of {{total}} MB)',
  storing: 'Every byte sent: storing the film…',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel upload',
  retry: 'Try again',
  earlier:
    'An upload of {{name}} stopped before the end. Choose the same file to go on from where it stopped.',
  discard: 'Discard it',
  started: 'Film upload started',
  stored: 'Film uploaded: it is queued for transcoding',
  failed: 'Film upload failed',
  status: {
    queued: 'Film: queued for transcoding',
    queuedAt: 'Film: queued · position {{position}}',
    eta: 'about {{minutes}} min',
    running: 'Film: transcoding · {{percent}} %',
    done: 'Film: ready to play',
    failed: 'Film: transcoding failed ({{reason}})',
  },
  errors: {
    lengthRequired: 'The upload did not say the film’s size',
    metadataInvalid: 'The upload did not name its title',
    unknownTitle: 'This title or episode does not exist (any more); the film was not kept',
    storeFailed: 'The film arrived but could not be stored; please upload it again',
    protocol: 'The upload was refused by the server; please try again',
  },
};
