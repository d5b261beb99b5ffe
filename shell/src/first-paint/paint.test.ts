import { FIRST_PAINT_ID, type FirstPaint, posterSrcSet } from '@premieres/contracts';
import { paintFirstScreen } from './paint';

const ROW: FirstPaint = {
  read: 'movies?page=1',
  css: '.fp-h2{font-size:1.125rem}',
  root: {
    tag: 'main',
    children: [
      { tag: 'h2', className: 'fp-h2', text: { en: 'Trending', hi: 'ट्रेंडिंग' } },
      {
        tag: 'div',
        className: 'fp-row',
        each: 3,
        eager: 2,
        children: [
          { tag: 'img', className: 'fp-poster', picture: { sizes: '9rem' } },
          { tag: 'p', field: 'title' },
        ],
      },
    ],
  },
};

const answer = {
  items: [
    { title: 'One', thumbnail: '/media/movie-thumbnails/one.jpg' },
    { title: 'Two', thumbnail: '/media/movie-thumbnails/two.svg' },
    { title: 'Three', thumbnail: 'https://cdn.example/three.svg' },
    { title: 'Four', thumbnail: '/media/movie-thumbnails/four.svg' },
  ],
};

const options = { language: 'en', nonce: 'n0nce', chrome: true };

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

describe('the first paint', () => {
  it("draws the declared tree from the read's answer after #root, hidden from assistive technology", () => {
    const painted = paintFirstScreen(document, ROW, answer, options);
    expect(painted?.id).toBe(FIRST_PAINT_ID);
    expect(document.getElementById('root')?.nextElementSibling).toBe(painted);
    expect(document.getElementById('root')?.children).toHaveLength(0);
    expect(painted?.getAttribute('aria-hidden')).toBe('true');
    expect(painted?.hasAttribute('inert')).toBe(true);
    expect(painted?.querySelector('h2')?.textContent).toBe('Trending');
    expect([...(painted?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    // The header's place, as the shell's placeholder holds it.
    expect(painted?.querySelector('.fp-chrome')).not.toBeNull();
  });

  it("asks for the same poster variant as the page's <img>, at once for the first cards, lazily after", () => {
    const images = [...(paintFirstScreen(document, ROW, answer, options)?.querySelectorAll('img') ?? [])];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/media/movie-thumbnails/one.jpg',
      '/media/movie-thumbnails/two.svg',
      'https://cdn.example/three.svg',
    ]);
    expect(images[0]?.getAttribute('srcset')).toBe(posterSrcSet('/media/movie-thumbnails/one.jpg', 'webp'));
    expect(images[0]?.getAttribute('sizes')).toBe('9rem');
    expect(images[1]?.hasAttribute('srcset')).toBe(false);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, null, 'lazy']);
    expect(images.every((image) => image.alt === '')).toBe(true);
  });

  it("draws the page's language, and a hidden one-line box for a language without a string", () => {
    const hindi = paintFirstScreen(document, ROW, answer, { ...options, language: 'hi' });
    expect(hindi?.querySelector('h2')?.textContent).toBe('ट्रेंडिंग');
    hindi?.remove();
    const heading = paintFirstScreen(document, ROW, answer, { ...options, language: 'ml' })?.querySelector(
      'h2',
    );
    expect(heading?.textContent).toBe('\u00a0');
    expect((heading as HTMLElement).style.visibility).toBe('hidden');
  });

  it("gives its stylesheet the response's nonce, with the declared rules", () => {
    const style = paintFirstScreen(document, ROW, answer, options)?.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('n0nce');
    expect(style?.textContent).toContain('.fp-h2{font-size:1.125rem}');
  });

  it('paints nothing for an empty list, a failed shape, or a picture that is not a web address', () => {
    expect(paintFirstScreen(document, ROW, { items: [] }, options)).toBeNull();
    expect(paintFirstScreen(document, ROW, { error: 'x' }, options)).toBeNull();
    expect(
      paintFirstScreen(document, ROW, { items: [{ title: 'X', thumbnail: 'javascript:alert(1)' }] }, options),
    ).toBeNull();
    expect(
      paintFirstScreen(document, ROW, { items: [{ title: 'X', thumbnail: '//evil/x.svg' }] }, options),
    ).toBeNull();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('paints once', () => {
    expect(paintFirstScreen(document, ROW, answer, options)).not.toBeNull();
    expect(paintFirstScreen(document, ROW, answer, options)).toBeNull();
    expect(document.querySelectorAll(`#${FIRST_PAINT_ID}`)).toHaveLength(1);
  });

  it('prints titles as text, never as markup', () => {
    const painted = paintFirstScreen(
      document,
      ROW,
      { items: [{ title: '<b>x</b>', thumbnail: '/a.svg' }] },
      options,
    );
    expect(painted?.querySelector('b')).toBeNull();
    expect(painted?.querySelector('p')?.textContent).toBe('<b>x</b>');
  });

  it("fills a text's placeholders with the page URL's query, trimmed, as text, never as markup", () => {
    const titled: FirstPaint = {
      ...ROW,
      root: {
        tag: 'main',
        children: [
          { tag: 'h1', text: { en: 'Results for “{{query}}” {{other}}' }, fill: { query: 'q' } },
          ROW.root.children?.[1] as NonNullable<FirstPaint['root']['children']>[number],
        ],
      },
    };
    const painted = paintFirstScreen(document, titled, answer, {
      ...options,
      search: '?q=%20%3Cb%3Emission%3C%2Fb%3E%20&x=1',
    });
    expect(painted?.querySelector('h1')?.textContent).toBe('Results for “<b>mission</b>” {{other}}');
    expect(painted?.querySelector('b')).toBeNull();
    painted?.remove();
    // No such parameter: an empty value.
    expect(paintFirstScreen(document, titled, answer, options)?.querySelector('h1')?.textContent).toBe(
      'Results for “” {{other}}',
    );
  });
});
