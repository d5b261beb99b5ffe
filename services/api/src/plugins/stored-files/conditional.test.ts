import { isNotModified, rangeStillValid, type Validators } from './conditional';

const validators: Validators = { etag: '"abc-1f"', lastModified: new Date('2025-06-01T10:00:00.750Z') };
const lastModifiedText = validators.lastModified.toUTCString();

describe('isNotModified', () => {
  it('matches If-None-Match by weak comparison, in a list, and for *', () => {
    expect(isNotModified({ 'if-none-match': '"abc-1f"' }, validators)).toBe(true);
    expect(isNotModified({ 'if-none-match': 'W/"abc-1f"' }, validators)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"zzz", "abc-1f"' }, validators)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, validators)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"other"' }, validators)).toBe(false);
  });

  it('lets If-None-Match decide over If-Modified-Since', () => {
    expect(
      isNotModified({ 'if-none-match': '"other"', 'if-modified-since': lastModifiedText }, validators),
    ).toBe(false);
  });

  it('compares If-Modified-Since in whole seconds', () => {
    expect(isNotModified({ 'if-modified-since': lastModifiedText }, validators)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Sun, 01 Jun 2025 09:59:59 GMT' }, validators)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'not a date' }, validators)).toBe(false);
    expect(isNotModified({}, validators)).toBe(false);
  });
});

describe('rangeStillValid', () => {
  it('applies the range without If-Range or when the tag or date still matches', () => {
    expect(rangeStillValid(undefined, validators)).toBe(true);
    expect(rangeStillValid('"abc-1f"', validators)).toBe(true);
    expect(rangeStillValid(lastModifiedText, validators)).toBe(true);
  });

  it('drops the range for another tag, a weak tag or another date', () => {
    expect(rangeStillValid('"old"', validators)).toBe(false);
    expect(rangeStillValid('W/"abc-1f"', validators)).toBe(false);
    expect(rangeStillValid('Sun, 01 Jun 2025 09:00:00 GMT', validators)).toBe(false);
  });
});
