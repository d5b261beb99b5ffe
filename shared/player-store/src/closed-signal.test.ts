import { onPlayerClosed, reportPlayerClosed, usePlayerClosedStore } from './closed-signal';

describe('player closed signal', () => {
  afterEach(() => usePlayerClosedStore.setState({ lastClosed: null }));

  it('starts without a close', () => {
    expect(usePlayerClosedStore.getState().lastClosed).toBeNull();
  });

  it('tells subscribers each close, with the title and the saved position', () => {
    const seen: unknown[] = [];
    const stop = onPlayerClosed((closed) => seen.push(closed));
    reportPlayerClosed('7', 21.5);
    reportPlayerClosed('7', 21.5);
    reportPlayerClosed('9', null);
    stop();
    reportPlayerClosed('11', 3);
    expect(seen).toEqual([
      { movieId: '7', positionSeconds: 21.5, at: expect.any(Number) },
      { movieId: '7', positionSeconds: 21.5, at: expect.any(Number) },
      { movieId: '9', positionSeconds: null, at: expect.any(Number) },
    ]);
    expect(usePlayerClosedStore.getState().lastClosed).toMatchObject({ movieId: '11', positionSeconds: 3 });
  });
});
