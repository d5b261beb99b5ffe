import { landingRouteOf } from './route-of';

test('field data from the landing document is grouped under its declared routes', () => {
  expect(landingRouteOf('/')).toBe('/');
  expect(landingRouteOf('/home')).toBe('/home');
  expect(landingRouteOf('/index')).toBe('/index');
  expect(landingRouteOf('/faq')).toBe('unknown');
});
