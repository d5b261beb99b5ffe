import { etaParts } from './media-readiness';

describe('etaParts', () => {
  it('says seconds in steps of 5 under a minute, then whole minutes, never less than it is', () => {
    expect(etaParts(0)).toEqual({ unit: 's', count: 5 });
    expect(etaParts(28)).toEqual({ unit: 's', count: 30 });
    expect(etaParts(59)).toEqual({ unit: 's', count: 60 });
    expect(etaParts(60)).toEqual({ unit: 'min', count: 1 });
    expect(etaParts(125)).toEqual({ unit: 'min', count: 3 });
  });

  it('has nothing to say without an estimate', () => {
    expect(etaParts(null)).toBeNull();
    expect(etaParts(Number.NaN)).toBeNull();
  });
});
