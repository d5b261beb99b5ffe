/** Strings of downloads (control, page), merged into the browse namespace under `downloads`. */
export const downloadsEn = {
  download: 'Download',
  downloadEpisode: 'Download episode {{number}}: {{title}}',
  chooseQuality: 'Choose a quality',
  option: '{{label}} · {{size}}',
  quality: { standard: 'Standard ({{height}}p)', high: 'High ({{height}}p)' },
  preparing: 'Preparing the download…',
  progress: 'Downloading {{percent}} % · {{held}} of {{size}}',
  progressLabel: 'Download of {{title}}',
  pausedAt: 'Paused at {{percent}} %',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  downloaded: 'Downloaded',
  seeDownloads: 'See downloads',
  failed: 'The download stopped. Resume to carry on.',
  error: 'The download could not start. Try again.',
  offlineStart: 'Connect to the internet to download.',
  upsellTitle: 'Downloads come with Standard and Premium',
  upsellText:
    'Basic has no downloads. Standard downloads on 2 devices, Premium on 6, to watch without a network.',
  upsellAction: 'See plans',
  deviceLimitAction: 'Manage devices in Account settings',
  // The API's refusals by message id (contracts' MESSAGES), filled with its messageValues.
  messages: {
    download: {
      deviceLimit:
        'Your plan allows downloads on {{limit}} devices ({{devices}}). Remove one in Account settings to download here.',
      deviceLimitOne:
        'Your plan allows downloads on {{limit}} device ({{devices}}). Remove one in Account settings to download here.',
    },
  },
  page: {
    title: 'Downloads',
    empty: 'Nothing downloaded yet. Titles you download play here without a network.',
    storage: '{{used}} used of {{quota}} available in this browser',
    persisted: 'Kept by the browser: it will not clear these downloads to free space.',
    notPersisted: 'The browser may clear downloads when space runs low.',
    size: '{{size}} · {{quality}}',
    expires: 'Expires {{date}}',
    expired: 'Expired {{date}}: play it online to renew',
    episode: 'S{{season}} E{{number}} · {{title}}',
    play: 'Play {{title}}',
    delete: 'Delete {{title}}',
    offline: 'You are offline: your downloads still play.',
  },
};
