import { tapAction } from './tapGestures';

describe('tap gestures', () => {
  it('a single tap toggles the controls', () => {
    expect(tapAction(null, { at: 1000, x: 0.5 })).toEqual([{ kind: 'toggle-controls' }]);
  });

  it('a double tap on the left or right third seeks 10 s and leaves the controls as they were', () => {
    expect(tapAction({ at: 1000, x: 0.1 }, { at: 1200, x: 0.2 })).toEqual([
      { kind: 'toggle-controls' },
      { kind: 'seek', seconds: -10 },
    ]);
    expect(tapAction({ at: 1000, x: 0.9 }, { at: 1250, x: 0.8 })).toEqual([
      { kind: 'toggle-controls' },
      { kind: 'seek', seconds: 10 },
    ]);
  });

  it('slow taps, taps on different sides or in the middle are single taps', () => {
    const single = [{ kind: 'toggle-controls' }];
    expect(tapAction({ at: 1000, x: 0.1 }, { at: 1400, x: 0.1 })).toEqual(single);
    expect(tapAction({ at: 1000, x: 0.1 }, { at: 1100, x: 0.9 })).toEqual(single);
    expect(tapAction({ at: 1000, x: 0.5 }, { at: 1100, x: 0.5 })).toEqual(single);
  });
});
