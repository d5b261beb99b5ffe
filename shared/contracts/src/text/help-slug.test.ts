import { helpArticlePath, helpSlug } from './help-slug';

describe('helpSlug', () => {
  it.each([
    ['How to reset your password', 'how-to-reset-your-password'],
    ['Billing & Payments', 'billing-payments'],
    ['  Streaming quality: 4K/HDR?  ', 'streaming-quality-4k-hdr'],
    ['--Already--hyphenated--', 'already-hyphenated'],
    ['Café Über', 'caf-ber'],
    ['!!!', ''],
  ])('%p → %p', (title, slug) => {
    expect(helpSlug(title)).toBe(slug);
  });

  it('builds the /help/{slug} path', () => {
    expect(helpArticlePath('Managing Your Account')).toBe('/help/managing-your-account');
  });
});
