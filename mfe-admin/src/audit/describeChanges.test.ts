import { describeChanges, showValue } from './describeChanges';

test('each changed field reads before → after', () => {
  expect(
    describeChanges({ title: { before: 'Old', after: 'New' }, is_new: { before: false, after: true } }),
  ).toEqual(['is_new: false → true', 'title: Old → New']);
});

test('empty values show a dash and long ones are cut', () => {
  expect(showValue(null)).toBe('—');
  expect(showValue('')).toBe('—');
  expect(showValue(['a', 'b'])).toBe('["a","b"]');
  expect(showValue('x'.repeat(100))).toHaveLength(60);
});
