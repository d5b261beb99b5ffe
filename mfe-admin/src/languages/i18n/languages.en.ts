// The Audio & subtitles tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminLanguagesEn = {
  mediaLanguages: {
    intro:
      'Add an audio file per language and subtitle files (SRT or WebVTT) to a title. The title keeps playing while a new track is processed.',
    empty: 'No title has finished transcoding yet.',
    audioList: 'Audio: {{list}}',
    subtitlesList: 'Subtitles: {{list}}',
    kind: 'Track type',
    subtitles: 'Subtitles',
    audio: 'Audio',
    file: 'File',
    upload: 'Upload',
    subtitlesAdded: 'Subtitles added',
    audioQueued: 'Audio received: it is being processed and appears in a minute',
    subtitleLine: 'The subtitle file has an error on line {{line}}: {{reason}}',
    subtitleInvalid: 'The subtitle file could not be read. Use SRT or WebVTT in UTF-8.',
    audioInvalid: 'That file has no audio we can read.',
    notReady: 'Tracks can be added once the title has finished transcoding.',
    uploadFailed: 'The upload failed. Please try again.',
    states: { queued: 'Queued', running: 'Transcoding', done: 'Ready', failed: 'Failed' },
  },
};

export type AdminLanguagesStrings = typeof adminLanguagesEn;
