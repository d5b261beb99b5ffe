// @premieres/api-client/testing: for tests only (no app imports it).
export { type Answer, fakeJwt, json, type Recorded, scriptedFetch, TEST_USER } from '../test-fetch';
export { type Asked, apiError, type FakeApi, fakeApi, noContent, type Reply, type Route } from './fake-api';
