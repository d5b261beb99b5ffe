import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER, pageStyleNonce } from '@premieres/contracts';

// The page's policy allows <style> elements only with the response's nonce (gateway and nginx
// fill in the placeholder): the template's own <style> and the meta the scripts read carry it.
test('index.html marks its style and its nonce meta with the placeholder the server fills in', () => {
  const html = readFileSync(join(__dirname, 'index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  expect(pageStyleNonce(page)).toBe(CSP_NONCE_PLACEHOLDER);
  const styles = [...page.querySelectorAll('style')];
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(style.getAttribute('nonce')).toBe(CSP_NONCE_PLACEHOLDER);
  expect(page.querySelectorAll('[style]')).toHaveLength(0);
});
