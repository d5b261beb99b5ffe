export * from './episode';
export * from './episode-form';
export * from './episode-rules';
