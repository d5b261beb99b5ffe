/** The player's episode strings (merged into the player namespace). */
export const playerEpisodesEn = {
  skipIntro: 'Skip Intro',
  nextEpisodeIn: 'Next episode in {{seconds}}',
  nextEpisodeCancel: 'Cancel',
  nextEpisodePlayNow: 'Play now',
};
