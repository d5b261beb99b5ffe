// Strings of the offline player (downloads). Merged into the 'player' namespace under 'offline'.
export const playerOfflineEn = {
  offline: {
    missing: 'This download is not on this device.',
    missingHelp: 'Download the title again from its page to watch it offline.',
    expired: 'This download has expired.',
    expiredHelp: 'Connect to the internet and play it again to renew it.',
  },
};
