import type { playerEpisodesEn } from './episodes.en';

export const playerEpisodesHi: typeof playerEpisodesEn = {
  skipIntro: 'इंट्रो छोड़ें',
  nextEpisodeIn: 'अगला एपिसोड {{seconds}} में',
  nextEpisodeCancel: 'रद्द करें',
  nextEpisodePlayNow: 'अभी चलाएँ',
};
