export * from './recent-search';
export * from './search-api';
