import { PRODUCT_NAME, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Movies')).toBe('Movies · premieres');
    expect(pageTitle('  फ़िल्में ')).toBe('फ़िल्में · premieres');
  });
  it('is the product name alone for a page without a name', () => {
    expect(pageTitle('  ')).toBe(PRODUCT_NAME);
  });
});
