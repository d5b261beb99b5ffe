import type { episodesEn } from './episodes.en';

export const episodesHi: typeof episodesEn = {
  heading: 'एपिसोड',
  seasonPicker: 'सीज़न',
  season: 'सीज़न {{season}}',
  numbered: '{{number}}. {{title}}',
  minutes_one: '{{count}} मिनट',
  minutes_other: '{{count}} मिनट',
  play: 'एपिसोड {{number}} चलाएँ: {{title}}',
  progress: '{{title}} में देखा गया हिस्सा',
};
