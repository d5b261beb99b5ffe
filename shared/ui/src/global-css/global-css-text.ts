import { ChakraProvider, type ChakraProviderProps } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { themeSystem } from '../system';

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The CSS ChakraProvider would insert when it mounts (its layer order, then `system._global`:
 * preflight, global CSS, token variables), as emotion writes it: rendered in Node, where emotion
 * returns the rules as <style> elements. Run at build time (the shell links the result), so the
 * page neither builds nor inserts it.
 */
export function globalCssText(): string {
  // createElement, not JSX: the build's configs run under tsx, whose JSX setting is not React 17+'s.
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(ChakraProvider, { value: themeSystem } as ChakraProviderProps),
    ),
  );
  const css = [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1]).join('');
  if (!css.startsWith('@layer') || !css.includes('--chakra-colors-')) {
    throw new Error(
      'globalCssText: expected Chakra’s layer order and token variables (is this Node, without a document?)',
    );
  }
  return css;
}

export { GLOBAL_CSS_LINK_ID } from './linked-global-css';
