export * from './watch-progress';
