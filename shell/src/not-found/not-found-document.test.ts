import { CSP_NONCE_PLACEHOLDER, fillLogoTargets, LOGO_TARGET_PLACEHOLDERS } from '@premieres/contracts';
import { NAV_ROUTES } from '../test/nav-routes';
import { notFoundDocument } from './not-found-document';

// The prerendered 404 page (issue 28) in jsdom: its body and its one inline script, as a browser
// runs them, with the homes the gateway fills in from the remotes' declarations (`nav: logo`).
function open(storage: Record<string, string>) {
  const html = fillLogoTargets(notFoundDocument(), NAV_ROUTES);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = 'en';
  document.title = parsed.title;
  const script = parsed.querySelector('script')?.textContent ?? '';
  parsed.querySelector('script')?.remove();
  document.body.innerHTML = parsed.body.innerHTML;
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/no-such-page');
  new Function(script)();
  const calls = logged.mock.calls;
  logged.mockRestore();
  return { html, calls };
}

test('is a page of its own: the spec text, a way home, its CSS under the style nonce, no app', () => {
  const { html } = open({});
  expect(html).toContain(`<style nonce="${CSP_NONCE_PLACEHOLDER}">`);
  expect(html).not.toMatch(/\sstyle="|id="root"|<script[^>]+src=/);
  expect(document.title).toBe('Oops! Page not found · premieres');
  expect(document.querySelector('h1')?.textContent).toBe('404');
  expect(document.getElementById('nf-message')?.textContent).toBe('Oops! Page not found');
  const home = document.getElementById('nf-home');
  expect(home?.textContent).toBe('Return to Home');
  expect(home?.getAttribute('href')).toBe('/');
});

test('names no page itself: its homes are stand-ins for the declared ones', () => {
  const html = notFoundDocument();
  expect(html).toContain(`href="${LOGO_TARGET_PLACEHOLDERS.visitor}"`);
  expect(html).toContain(JSON.stringify(LOGO_TARGET_PLACEHOLDERS.member));
  expect(html).not.toContain('/dashboard');
});

test('logs the bad path as the shell does', () => {
  const { calls } = open({});
  expect(calls).toEqual([['[shell] 404: no route for this path', { path: '/no-such-page' }]]);
});

test('speaks the stored language and sends a signed-in member to the dashboard, like the logo', () => {
  open({ 'premieres-language': 'ml', 'premieres-session': '1' });
  expect(document.documentElement.lang).toBe('ml');
  expect(document.getElementById('nf-message')?.textContent).toBe('ക്ഷമിക്കണം! പേജ് കണ്ടെത്തിയില്ല');
  expect(document.title).toBe('ക്ഷമിക്കണം! പേജ് കണ്ടെത്തിയില്ല · premieres');
  const home = document.getElementById('nf-home');
  expect(home?.textContent).toBe('ഹോമിലേക്ക് മടങ്ങുക');
  expect(home?.getAttribute('href')).toBe('/dashboard');
});
