import { landingRouteOf } from './route-of';

test('field data from the prerendered documents is grouped under their declared routes', () => {
  expect(landingRouteOf('/')).toBe('/');
  expect(landingRouteOf('/home')).toBe('/home');
  expect(landingRouteOf('/index')).toBe('/index');
  expect(landingRouteOf('/faq')).toBe('/faq');
  expect(landingRouteOf('/speed-test')).toBe('/speed-test');
  expect(landingRouteOf('/movies')).toBe('unknown');
});
