// Rows that learn from what members watch (issue 26): Top 10 today and Because you watched.
export * from './because-you-watched';
export * from './top-ten';
export * from './top-ten-limits';
