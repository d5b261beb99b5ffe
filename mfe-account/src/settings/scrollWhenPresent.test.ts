import { scrollWhenPresent } from './scrollWhenPresent';

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  document.body.innerHTML = '';
});

function addTarget(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scrollWhenPresent', () => {
  it('scrolls at once when the element is already there', () => {
    const target = addTarget('plans');
    scrollWhenPresent('plans');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
  });

  it('waits for the element to appear, then scrolls once', async () => {
    scrollWhenPresent('plans');
    addTarget('other');
    await flushObservers();
    expect(scrollIntoView).not.toHaveBeenCalled();
    addTarget('plans');
    await flushObservers();
    addTarget('more');
    await flushObservers();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    try {
      scrollWhenPresent('plans', 20);
      jest.advanceTimersByTime(40);
    } finally {
      jest.useRealTimers();
    }
    addTarget('plans');
    await flushObservers();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('stops when told to', async () => {
    const stop = scrollWhenPresent('plans');
    stop();
    addTarget('plans');
    await flushObservers();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
