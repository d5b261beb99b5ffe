import { describeChanges, showValue } from './describeChanges';

test('each changed field reads before → after', () => {
  expect(
    describeChanges({ title: { before: 'Old', after: 'New' }, is_new: { before: false, after: true } }),
  ).toEqual(['is_new: \u2068false\u2069 → \u2068true\u2069', 'title: \u2068Old\u2069 → \u2068New\u2069']);
});

test('a right-to-left value is isolated, so it cannot reorder the arrow', () => {
  const [line] = describeChanges({ full_name: { before: 'Tom', after: 'مريم' } });
  expect(line).toBe('full_name: \u2068Tom\u2069 → \u2068مريم\u2069');
});

test('empty values show a dash and long ones are cut', () => {
  expect(showValue(null)).toBe('—');
  expect(showValue('')).toBe('—');
  expect(showValue(['a', 'b'])).toBe('["a","b"]');
  expect(showValue('x'.repeat(100))).toHaveLength(60);
});
