// Test data for other packages' tests (`@premieres/contracts/testing`): one complete title,
// so their fixtures need no edit when a movie gains a field.
export { movieRecord } from '../movie/movie-record.fixture';
