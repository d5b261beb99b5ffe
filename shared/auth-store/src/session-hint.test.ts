import { hasSessionHint, SESSION_HINT_KEY, setSessionHint } from './session-hint';

describe('session hint', () => {
  beforeEach(() => localStorage.clear());

  it('is absent for a first-time visitor', () => {
    expect(hasSessionHint()).toBe(false);
  });

  it('is remembered in localStorage and removed again', () => {
    setSessionHint(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(hasSessionHint()).toBe(true);
    setSessionHint(false);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });
});
