export * from './continue-watching-page';
export * from './resume-rules';
export * from './watch-progress';
export * from './watch-progress-paths';
export * from './watch-progress-routes';
