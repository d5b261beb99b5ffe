import { PLAYER_OPENER_ATTRIBUTE } from '@premieres/contracts';
import { returnFocusTarget } from './useOpener';

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
