import { goBack, startStaticPage } from './island';
import { prerenderStaticPages } from './prerender-static';

// The static pages' island on the prerendered document itself (jsdom): the copies it loads are
// the real prerendered files of this build, read from the prerender instead of the network.
let files: Map<string, string>;

beforeAll(async () => {
  files = await prerenderStaticPages({
    'static-pages': 'islands/static-pages.0123abcd.js',
    'speed-test': 'islands/speed-test.0123abcd.js',
  });
});

function loadDocument(name: string, stored?: string) {
  const html = files.get(`pages/${name}.html`) ?? '';
  const parsed = new DOMParser().parseFromString(
    html.replace('{{remote}}', '/remotes/mfe-landing/'),
    'text/html',
  );
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name);
  for (const attribute of [...parsed.documentElement.attributes])
    root.setAttribute(attribute.name, attribute.value);
  if (stored) root.setAttribute('data-static-translating', stored);
  document.title = parsed.title;
  document.body.innerHTML = parsed.body.innerHTML;
}

const fromBuild = async (url: string) => {
  const file = url.replace('/remotes/mfe-landing/', '');
  return files.get(file) ?? null;
};

test('an English visitor keeps the prerendered page as it is, marked ready', async () => {
  loadDocument('faq');
  const asked: string[] = [];
  await startStaticPage(async (url) => {
    asked.push(url);
    return null;
  });
  expect(asked).toEqual([]);
  expect(document.querySelector('h1')?.textContent).toBe('Frequently Asked Questions');
  expect(document.documentElement.dataset.islands).toBe('ready');
});

test('a stored Hindi choice gets the Hindi copy of this page from the build, with its title and lang', async () => {
  loadDocument('terms', 'hi');
  const asked: string[] = [];
  await startStaticPage(async (url) => {
    asked.push(url);
    return fromBuild(url);
  });
  expect(asked).toEqual(['/remotes/mfe-landing/pages/hi/terms.html']);
  expect(document.querySelector('h1')?.textContent).toBe('नियम और शर्तें');
  expect(document.documentElement.lang).toBe('hi');
  expect(document.title).toBe('नियम और शर्तें · premieres');
  expect(document.documentElement.hasAttribute('data-static-translating')).toBe(false);
});

test('a copy that cannot be read leaves the English page shown', async () => {
  loadDocument('about', 'ml');
  await startStaticPage(async () => {
    throw new TypeError('offline');
  });
  expect(document.querySelector('h1')?.textContent).toBe('About premieres');
  expect(document.documentElement.hasAttribute('data-static-translating')).toBe(false);
  expect(document.documentElement.dataset.islands).toBe('ready');
});

test('Back steps back in history when the visitor came from this site', () => {
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/shipping');
  const referrer = jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/`);
  goBack();
  expect(back).toHaveBeenCalledTimes(1);
  referrer.mockRestore();
  back.mockRestore();
});
