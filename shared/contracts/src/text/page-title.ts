/** The product's name, as every document title ends with it. */
export const PRODUCT_NAME = 'premieres';

/** A page's document title: 'Movies · premieres'; the product name alone for an empty page name. */
export function pageTitle(page: string): string {
  const name = page.trim();
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
