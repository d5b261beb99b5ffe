// Strings of the player remote. Namespace: 'player'.
export const playerEn = {
  dialogLabel: 'Player: {{title}}',
  trailer: 'Trailer',
  close: 'Close player',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  seekBack: 'Back 10 seconds',
  seekForward: 'Forward 10 seconds',
  seek: 'Seek',
  time: '{{current}} of {{total}}',
  paused: 'Paused',
  embedTitle: 'Video player: {{title}}',
  shortcuts: 'Space or K: play/pause · M: mute · F: full screen · ← →: 10 seconds',
  unavailable: 'This content is not yet available for streaming.',
  unavailableHelp: 'Please check back later or contact support if you believe this is an error.',
  upsellTitle: 'Subscribe to watch',
  upsellText: 'Playing this title needs an active plan. Trailers stay free.',
  upsellSignIn: 'Sign in and choose a plan to watch this title. Trailers stay free.',
  upsellAction: 'See plans',
};

export type PlayerStrings = typeof playerEn;
