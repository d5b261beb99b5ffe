import { render, screen } from '@testing-library/react';
import { GLOBAL_CSS_LINK_ID } from './linked-global-css';

// The UI kit as the shell's document loads it: the built global stylesheet is preloaded in <head>
// before the kit's code runs (required below, after the link is in place).
const preload = document.createElement('link');
preload.rel = 'preload';
preload.as = 'style';
preload.id = GLOBAL_CSS_LINK_ID;
preload.href = '/ui-kit.0123abcd.css';
document.head.append(preload);
const { Box, UiProvider, system } = jest.requireActual<typeof import('..')>('..');
const { themeSystem } = jest.requireActual<typeof import('../system')>('../system');

const globalStyles = () =>
  [...document.querySelectorAll('style[data-emotion]')].filter((style) =>
    style.getAttribute('data-emotion')?.includes('global'),
  );

test('where the document links the built stylesheet, UiProvider applies it and inserts no global CSS', () => {
  expect(system._global).toEqual([]);
  render(
    <UiProvider>
      <Box bg="bg.muted">styled</Box>
    </UiProvider>,
  );
  expect(screen.getByText('styled')).toBeInTheDocument();
  const stylesheet = document.head.querySelector('link[rel="stylesheet"]');
  expect(stylesheet?.getAttribute('href')).toBe('/ui-kit.0123abcd.css');
  expect(globalStyles()).toHaveLength(0);
  // The components' own styles are still written, and tokens resolve as before.
  expect(document.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
  expect(system.token('colors.brand.600')).toBe('#e50914');
  expect(system.tokens.getVar('colors.bg.muted')).toBe(themeSystem.tokens.getVar('colors.bg.muted'));
});
