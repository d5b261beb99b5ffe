import { act, renderHook } from '@testing-library/react';
import { useAutoHideScrollbar } from './useAutoHideScrollbar';

describe('useAutoHideScrollbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the scrollbar while scrolling and hides it 600 ms after the last scroll', () => {
    const { result } = renderHook(() => useAutoHideScrollbar());
    expect(result.current.visible).toBe(false);
    act(() => result.current.onScroll());
    expect(result.current.visible).toBe(true);
    act(() => jest.advanceTimersByTime(500));
    act(() => result.current.onScroll());
    act(() => jest.advanceTimersByTime(599));
    expect(result.current.visible).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });
});
