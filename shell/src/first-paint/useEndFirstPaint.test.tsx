import { FIRST_PAINT_ID } from '@premieres/contracts';
import { renderHook } from '@testing-library/react';
import { firstPaintOpen } from './first-paint-state';
import { useEndFirstPaint } from './useEndFirstPaint';

const paint = () => {
  const element = document.createElement('div');
  element.id = FIRST_PAINT_ID;
  document.body.append(element);
};

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__premieresFirstPaint;
  document.body.innerHTML = '<div id="root"></div>';
});

test('the first paint stays while the app shows the path it pictured, and goes on leaving it', () => {
  paint();
  const { rerender } = renderHook(({ path }) => useEndFirstPaint(path), {
    initialProps: { path: '/movies' },
  });
  expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
  expect(firstPaintOpen()).toBe(true);
  rerender({ path: '/profiles' });
  expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  expect(firstPaintOpen()).toBe(false);
});

test('it goes at once when the shell shows a screen of its own instead of a page', () => {
  paint();
  renderHook(() => useEndFirstPaint(null));
  expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  expect(firstPaintOpen()).toBe(false);
});
