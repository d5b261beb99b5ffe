import type { playerEpisodesEn } from './episodes.en';

export const playerEpisodesMl: typeof playerEpisodesEn = {
  skipIntro: 'ഇൻട്രോ ഒഴിവാക്കുക',
  nextEpisodeIn: 'അടുത്ത എപ്പിസോഡ് {{seconds}}-ൽ',
  nextEpisodeCancel: 'റദ്ദാക്കുക',
  nextEpisodePlayNow: 'ഇപ്പോൾ പ്ലേ ചെയ്യുക',
};
