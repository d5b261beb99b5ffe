export * from './episode';
export * from './episode-form';
export * from './episode-limits';
export * from './episode-paths';
export * from './episode-routes';
export * from './episode-rules';
