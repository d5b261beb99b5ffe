import { Box } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderUi } from './test-utils';

// The page's policy allows only <style> elements with the response's nonce: every style Chakra
// (emotion) writes must carry the one the server put in the document's meta.
test('every style Chakra writes under UiProvider carries the page’s nonce', () => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', 'r4nd0mN0nce');
  document.head.append(meta);
  renderUi(
    <Box bg="red.500" padding="3">
      styled
    </Box>,
  );
  expect(screen.getByText('styled')).toBeInTheDocument();
  const styles = [...document.querySelectorAll('style')];
  expect(styles.some((style) => style.hasAttribute('data-emotion'))).toBe(true);
  for (const style of styles) expect(style.getAttribute('nonce')).toBe('r4nd0mN0nce');
});
