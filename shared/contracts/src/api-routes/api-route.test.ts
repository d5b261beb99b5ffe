import { routeUrl } from './api-route';

describe('routeUrl', () => {
  it('drops the leading slash and fills each parameter, encoded', () => {
    expect(routeUrl('/trending')).toBe('trending');
    expect(routeUrl('/movies/:id', { id: 'a b/c' })).toBe('movies/a%20b%2Fc');
    expect(routeUrl('/admin/movies/:id/episodes/:episodeId', { id: 'tv1', episodeId: 'e2' })).toBe(
      'admin/movies/tv1/episodes/e2',
    );
  });
});
