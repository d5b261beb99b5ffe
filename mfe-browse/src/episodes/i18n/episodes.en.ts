/** The detail page's episodes section (merged into the browse namespace as `episodes`). */
export const episodesEn = {
  heading: 'Episodes',
  seasonPicker: 'Season',
  season: 'Season {{season}}',
  numbered: '{{number}}. {{title}}',
  minutes_one: '{{count}} min',
  minutes_other: '{{count}} min',
  play: 'Play episode {{number}}: {{title}}',
  progress: 'Watched of {{title}}',
};
