import { visitorId } from './visitor-id';

test('a visitor keeps one id across page loads; a new browser gets a new one', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: store.set.bind(store) };
  const first = visitorId(storage);
  expect(visitorId(storage)).toBe(first);
  expect(visitorId({ getItem: () => null, setItem: () => undefined })).not.toBe(first);
  expect(visitorId(null)).toMatch(/.+/);
});
