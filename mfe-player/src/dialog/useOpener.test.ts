import { PLAYER_OPENER_ATTRIBUTE } from '@premieres/contracts';
import { followReplacedOpener, returnFocusTarget } from './useOpener';

function button(title: string | null): HTMLButtonElement {
  const element = document.createElement('button');
  if (title !== null) element.setAttribute(PLAYER_OPENER_ATTRIBUTE, title);
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('returnFocusTarget', () => {
  it('is the opener while it is on the page', () => {
    const play = button('2');
    expect(returnFocusTarget(play)).toBe(play);
  });

  it('is the element that now opens the same title when the opener was replaced (Play became Resume)', () => {
    const play = button('2');
    play.remove();
    button('7');
    const resume = button('2');
    expect(returnFocusTarget(play)).toBe(resume);
  });

  it('is nothing for a replaced opener that named no title, or none at all', () => {
    const other = button(null);
    other.remove();
    expect(returnFocusTarget(other)).toBeNull();
    expect(returnFocusTarget(null)).toBeNull();
  });
});

describe('followReplacedOpener', () => {
  const mutationsSettle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('moves focus to the new opener when the page swaps Play for Resume after the dialog closed', async () => {
    const play = button('2');
    play.focus();
    const stop = followReplacedOpener(play);
    play.remove(); // focus drops to the body
    const resume = button('2');
    await mutationsSettle();
    expect(document.activeElement).toBe(resume);
    // It keeps following: Resume swapped again.
    resume.remove();
    const again = button('2');
    await mutationsSettle();
    expect(document.activeElement).toBe(again);
    stop();
  });

  it('leaves focus alone once the member has moved it elsewhere, and after it stops', async () => {
    const play = button('2');
    const elsewhere = button(null);
    const stop = followReplacedOpener(play);
    elsewhere.focus();
    play.remove();
    button('2');
    await mutationsSettle();
    expect(document.activeElement).toBe(elsewhere);

    stop();
    elsewhere.remove();
    button('2');
    await mutationsSettle();
    expect(document.activeElement).toBe(document.body);
  });

  it.each(['keydown', 'pointerdown'])('stops at the member’s own %s', async (type) => {
    const play = button('2');
    play.focus();
    followReplacedOpener(play);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    play.remove();
    button('2');
    await mutationsSettle();
    expect(document.activeElement).toBe(document.body);
  });

  it('stops by itself after its time', async () => {
    jest.useFakeTimers();
    const play = button('2');
    play.focus();
    followReplacedOpener(play, 1_000);
    jest.advanceTimersByTime(1_000);
    jest.useRealTimers();
    play.remove();
    button('2');
    await mutationsSettle();
    expect(document.activeElement).toBe(document.body);
  });
});
