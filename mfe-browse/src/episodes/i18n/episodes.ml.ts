import type { episodesEn } from './episodes.en';

export const episodesMl: typeof episodesEn = {
  heading: 'എപ്പിസോഡുകൾ',
  seasonPicker: 'സീസൺ',
  season: 'സീസൺ {{season}}',
  numbered: '{{number}}. {{title}}',
  minutes_one: '{{count}} മിനിറ്റ്',
  minutes_other: '{{count}} മിനിറ്റ്',
  play: 'എപ്പിസോഡ് {{number}} പ്ലേ ചെയ്യുക: {{title}}',
  progress: '{{title}} കണ്ട ഭാഗം',
};
