import { whenSettled } from './when-settled';

/** A window stand-in: its load event and idle callbacks fire when the test says. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: jest.fn((_: string, listener: () => void) => listeners.push(listener)),
    removeEventListener: jest.fn(),
    requestIdleCallback: jest.fn((callback: () => void) => idle.push(callback)),
    cancelIdleCallback: jest.fn(),
  };
  return {
    win: win as unknown as Window,
    raw: win,
    load: () =>
      listeners.splice(0).forEach((listener) => {
        listener();
      }),
    idle: () =>
      idle.splice(0).forEach((callback) => {
        callback();
      }),
  };
}

describe('whenSettled', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const page = fakeWindow('interactive');
    const run = jest.fn();
    whenSettled(run, 3000, page.win);
    page.idle();
    expect(run).not.toHaveBeenCalled();
    page.load();
    expect(page.raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(run).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('after load already happened, waits only for idle', () => {
    const page = fakeWindow('complete');
    const run = jest.fn();
    whenSettled(run, 3000, page.win);
    expect(page.raw.addEventListener).not.toHaveBeenCalled();
    page.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs', () => {
    const page = fakeWindow('interactive');
    const run = jest.fn();
    const cancel = whenSettled(run, 3000, page.win);
    cancel();
    expect(page.raw.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function));
    const loaded = fakeWindow('complete');
    const cancelLater = whenSettled(run, 3000, loaded.win);
    cancelLater();
    expect(loaded.raw.cancelIdleCallback).toHaveBeenCalled();
  });
});
