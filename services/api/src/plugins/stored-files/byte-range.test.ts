import { decideRange } from './byte-range';

describe('decideRange', () => {
  const size = 1000;

  it('serves the whole file without a Range header', () => {
    expect(decideRange(undefined, size)).toEqual({ kind: 'full' });
  });

  it('takes the first byte, the last byte and open-ended ranges', () => {
    expect(decideRange('bytes=0-0', size)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(decideRange('bytes=999-999', size)).toEqual({ kind: 'partial', start: 999, end: 999 });
    expect(decideRange('bytes=500-', size)).toEqual({ kind: 'partial', start: 500, end: 999 });
  });

  it('takes suffix ranges, capped at the file size', () => {
    expect(decideRange('bytes=-1', size)).toEqual({ kind: 'partial', start: 999, end: 999 });
    expect(decideRange('bytes=-100', size)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(decideRange('bytes=-5000', size)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });

  it('clips an end beyond the file to the last byte', () => {
    expect(decideRange('bytes=990-5000', size)).toEqual({ kind: 'partial', start: 990, end: 999 });
  });

  it('refuses ranges that start beyond the end, empty suffixes and ranges of an empty file', () => {
    expect(decideRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=2000-3000', size)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('merges overlapping or adjacent ranges into one', () => {
    expect(decideRange('bytes=0-99,100-199', size)).toEqual({ kind: 'partial', start: 0, end: 199 });
    expect(decideRange('bytes=50-150,0-99', size)).toEqual({ kind: 'partial', start: 0, end: 150 });
  });

  it('answers disjoint multi-range requests with the whole file', () => {
    expect(decideRange('bytes=0-9,500-509', size)).toEqual({ kind: 'full' });
  });

  it('ignores malformed headers, reversed ranges and other units', () => {
    expect(decideRange('bytes=abc', size)).toEqual({ kind: 'full' });
    expect(decideRange('bytes=-', size)).toEqual({ kind: 'full' });
    expect(decideRange('bytes=', size)).toEqual({ kind: 'full' });
    expect(decideRange('bytes=5-2', size)).toEqual({ kind: 'full' });
    expect(decideRange('bytes=0-9,x', size)).toEqual({ kind: 'full' });
    expect(decideRange('pages=1-2', size)).toEqual({ kind: 'full' });
  });

  it('accepts any case of the unit and spaces around parts', () => {
    expect(decideRange('Bytes= 10-19 ', size)).toEqual({ kind: 'partial', start: 10, end: 19 });
  });

  it('keeps the satisfiable part of a mixed request', () => {
    expect(decideRange('bytes=5000-6000,10-19', size)).toEqual({ kind: 'partial', start: 10, end: 19 });
  });
});
