export * from './watch-progress';
export * from './watch-progress-paths';
export * from './watch-progress-routes';
