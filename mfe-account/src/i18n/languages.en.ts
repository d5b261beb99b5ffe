// English strings of a viewer profile's language settings (namespace 'profileLanguages').
export const languagesEn = {
  open: 'Languages and subtitles',
  title: 'Languages and subtitles of {{name}}',
  audio: 'Preferred audio language',
  subtitles: 'Preferred subtitles',
  followInterface: 'Same as the app language',
  off: 'Off',
  size: 'Subtitle size',
  background: 'Subtitle background',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  backgrounds: { none: 'None', shadow: 'Shadow', box: 'Box' },
  preview: 'This is how subtitles will look.',
  help: 'The player starts in these languages; a choice you make for a title is remembered for it.',
  invalid: 'Choose one of the listed options',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Language settings saved',
  loadFailed: 'Could not load the language settings.',
  saveFailed: 'Could not save the language settings. Try again.',
};

export type LanguagesStrings = typeof languagesEn;
