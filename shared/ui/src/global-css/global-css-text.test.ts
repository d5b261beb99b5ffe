/**
 * @jest-environment node
 */
import { globalCssText } from './global-css-text';

// What ChakraProvider would insert: the build writes it into the shell's stylesheet.
test('the built global CSS has the layer order, the preflight, the dark tokens and the global styles', () => {
  const css = globalCssText();
  expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  expect(css).toContain('@layer reset{');
  // Tokens: the brand scale and the near-black semantic background under the root selector.
  expect(css).toContain('--chakra-colors-brand-600:#e50914');
  expect(css).toMatch(/:root,\.dark\{[^}]*--chakra-colors-bg:#0b0b0f/);
  // globalCss: body on the theme's background.
  expect(css).toMatch(/body\{[^}]*background:var\(--chakra-colors-bg\)/);
});
