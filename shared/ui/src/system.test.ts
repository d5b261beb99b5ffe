import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes, extendAppSystem, system, themeSystem } from './system';

test('the brand palette is the crimson scale', () => {
  expect(system.token('colors.brand.600')).toBe('#e50914');
  expect(system.tokens.getVar('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
});

test('the dark look applies at the root without a class on <html>', () => {
  const css = JSON.stringify(system.getTokenCss());
  // Semantic colours resolve to the near-black values under the root selector.
  expect(css).toContain(':root &, .dark &');
  expect(css).toContain('#0b0b0f');
});

test('the components the remotes use have recipes', () => {
  for (const recipe of ['button', 'input', 'heading', 'spinner', 'badge', 'link']) {
    expect(system.hasRecipe(recipe)).toBe(true);
  }
  for (const slotRecipe of ['nativeSelect', 'table', 'card', 'list', 'alert', 'stat']) {
    expect(system.isSlotRecipe(slotRecipe)).toBe(true);
  }
});

test('a remote adds the slot recipe of a part it bundles to the page’s system, once', () => {
  expect(system.isSlotRecipe('tooltip')).toBe(false);
  addSlotRecipes({ tooltip: tooltipSlotRecipe });
  expect(system.isSlotRecipe('tooltip')).toBe(true);
  expect(system.getSlotRecipe('tooltip')).toBe(tooltipSlotRecipe);
  expect(Object.keys(system.getSlotRecipeFn('tooltip')({}))).toContain('content');
  // A second remote's copy of the same recipe leaves the first in place.
  addSlotRecipes({ tooltip: { ...tooltipSlotRecipe } });
  expect(system.getSlotRecipe('tooltip')).toBe(tooltipSlotRecipe);
});

test('extendAppSystem adds a recipe and keeps the premieres theme', () => {
  const extended = extendAppSystem({
    theme: { recipes: { ribbon: { base: { color: 'brand.fg' } } } },
  });
  expect(extended.hasRecipe('ribbon')).toBe(true);
  expect(extended.token('colors.brand.600')).toBe('#e50914');
  expect(system.hasRecipe('ribbon')).toBe(false);
});

test('in a document that links no built stylesheet, the system inserts its global CSS itself', () => {
  expect(system).toBe(themeSystem);
  expect(system._global.length).toBeGreaterThan(0);
});
