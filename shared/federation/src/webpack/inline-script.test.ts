import { withBodyScript } from './inline-script';

test("the document's inline script is the first element of its <body>, where the servers hash it", () => {
  const html =
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body class="x"><div id="root"></div></body></html>';
  expect(withBodyScript(html, 'start()')).toBe(
    '<!doctype html><html><head><script defer src="/main.js"></script></head><body class="x"><script>start()</script><div id="root"></div></body></html>',
  );
});

test('a script that would end its own element, or a document without a body, fails the build', () => {
  expect(() => withBodyScript('<body></body>', 'x("</script>")')).toThrow('</script');
  expect(() => withBodyScript('<head></head>', 'x()')).toThrow('no <body>');
});
