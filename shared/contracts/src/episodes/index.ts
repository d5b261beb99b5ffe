export * from './episode';
export * from './episode-rules';
