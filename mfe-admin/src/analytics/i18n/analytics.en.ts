// The Analytics tab: admin namespace strings loaded with it (src/i18n/parts.ts).
export const adminAnalyticsEn = {
  analytics: {
    movies: 'Movies',
    premieres: 'Premieres',
    users: 'Users',
    categories: 'Categories',
    recent: 'Recently added',
    noContent: 'No content added yet',
    perWeek: 'Titles added per week',
    mostListed: 'Most listed',
    noneListed: 'No title is in anyone’s list yet.',
    listedBy: 'in {{count}} lists',
    plays: 'Plays per title',
    noPlays: 'Nothing has been played yet.',
    playsLine: '{{plays}} plays · {{rate}} completed',
    vitals: 'Speed for real visitors (75th percentile, last {{days}} days)',
    vitalsEmpty: 'No visits measured yet.',
    vitalsPage: 'Page',
    vitalsSamples: '{{count}} measurements',
    vitalsByRelease: 'By release, oldest first',
    vitalsRelease: 'Release',
    vitalsChange: 'LCP vs previous release',
    vitalsRegression: 'Slower: p75 LCP {{change}} compared with {{previous}}',
    vitalsRegressions:
      'Releases that made a page slower (p75 LCP more than {{threshold}} above the previous release): {{count}}',
    topTen: 'Top 10 today (plays past two minutes, last {{hours}} hours)',
    topTenEmpty: 'Nothing has been played past two minutes today.',
    topTenRank: 'Rank',
    topTenTitle: 'Title',
    topTenPlays: 'Plays',
  },
};

export type AdminAnalyticsStrings = typeof adminAnalyticsEn;
