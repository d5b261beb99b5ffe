import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/cache-headers';
import { composeLandingPage, preloadLinks, prerenderBody, prerenderHead } from '../src/landing-page';
import { parseOverrides } from '../src/remote-manifest';

describe('cache policy (issue 2 §6)', () => {
  it.each([
    ['framework.b139459f.js', IMMUTABLE],
    ['442.c839356d.js.br', IMMUTABLE],
    ['assets/logo.0a1b2c3d.svg', IMMUTABLE],
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['index.html', NO_CACHE],
    ['favicon.svg', 'public, max-age=3600'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/x/${file}`)).toBe(expected);
  });
});

describe('the prerendered landing page', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.12345678.js'] } } }],
  };

  it('puts hints and CSS in <head> and the markup (with the language skip) before #root', () => {
    const snapshot = { html: '<h1>Hi</h1>', css: '.a{color:red}</style><script>' };
    const head = prerenderHead(snapshot, manifest);
    expect(head).toContain('<style id="prerender-css">.a{color:red}<\\/style><script></style>');
    const page = composeLandingPage(
      '<html><head></head><body><div id="root"></div></body></html>',
      head,
      prerenderBody(snapshot),
      '/remotes/mfe-landing/',
    );
    expect(page.indexOf('<style id="prerender-css">')).toBeLessThan(page.indexOf('</head>'));
    expect(page.indexOf('<div id="prerender"><h1>Hi</h1></div>')).toBeLessThan(
      page.indexOf('<div id="root">'),
    );
    expect(page).toContain("localStorage.getItem('premieres-language')");
  });

  it('preloads the landing remote’s manifest, entry and exposed chunks wherever it is served', () => {
    expect(preloadLinks(manifest)).toBe(
      '<link rel="preload" as="fetch" crossorigin href="{{remote}}mf-manifest.json">' +
        '<link rel="preload" as="script" href="{{remote}}remoteEntry.js">' +
        '<link rel="preload" as="script" href="{{remote}}__federation_expose_App.12345678.js">',
    );
    const page = composeLandingPage(
      '<head></head><div id="root"></div>',
      preloadLinks(manifest),
      '',
      '/remotes/mfe-landing/1.4.0/',
    );
    expect(page).toContain('href="/remotes/mfe-landing/1.4.0/remoteEntry.js"');
    expect(page).not.toContain('{{remote}}');
  });
});

describe('REMOTE_OVERRIDES', () => {
  it('parses name=url pairs', () => {
    expect(parseOverrides('mfe-browse=http://localhost:3002/mf-manifest.json, bad ,x=')).toEqual({
      'mfe-browse': 'http://localhost:3002/mf-manifest.json',
    });
    expect(parseOverrides(undefined)).toEqual({});
  });
});
