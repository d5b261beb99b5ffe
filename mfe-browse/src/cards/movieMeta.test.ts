import { i18n, initI18n, setLanguage } from '@premieres/i18n';
import { BROWSE_NS } from '../i18n';
import { genreText } from './movieMeta';

beforeAll(() => {
  initI18n({ language: 'en' });
});

describe('a genre’s name', () => {
  it('reads a genre the strings know in the interface language', async () => {
    expect(genreText('Sci-Fi', i18n.getFixedT('en', BROWSE_NS))).toBe('Sci-Fi');
    await setLanguage('hi');
    expect(genreText('Action', i18n.getFixedT('hi', BROWSE_NS))).toBe('एक्शन');
  });

  it('shows a genre the catalogue added later as stored, and nothing for none', () => {
    const t = i18n.getFixedT('en', BROWSE_NS);
    expect(genreText('Western', t)).toBe('Western');
    expect(genreText('', t)).toBe('');
  });
});
