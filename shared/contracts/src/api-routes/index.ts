// The typed route tables' common shape (each entity keeps its own table, e.g. movie/movie-routes.ts).
export * from './api-route';
export * from './stored-id';
