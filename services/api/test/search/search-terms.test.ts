import { foldLatin, searchTerm, searchTerms, titleKey } from '../../src/plugins/search/search-terms';
import { deleteSchwa, romaniseWord, scriptOf } from '../../src/plugins/search/transliterate';

describe('romanisation variants: one spelling per sound, on index terms and queries alike', () => {
  it.each([
    ['Bhoomi', 'bhumi'],
    ['Bhumi', 'bhumi'],
    ['Mohalla', 'mohala'],
    ['mohala', 'mohala'],
    ['Golmaal', 'golmal'],
    ['Rann', 'ran'],
    ['Wapsi', 'vapsi'],
    ['Zeenat', 'jinat'],
    ['Laxmi', 'laksmi'],
    ['Lakshmi', 'laksmi'],
    ['Qureshi', 'kureshi'],
    ['Phir', 'fir'],
    ['Colony', 'koloni'],
    ['Café', 'kafe'],
  ])('%s → %s', (word, folded) => {
    expect(foldLatin(word)).toBe(folded);
  });

  it('keeps different letters apart (bh/b, sh/s, th/t), leaving them to edit distance', () => {
    expect(foldLatin('Bhaag')).not.toBe(foldLatin('Baag'));
    expect(foldLatin('Shaam')).not.toBe(foldLatin('Saam'));
    expect(foldLatin('Thal')).not.toBe(foldLatin('Tal'));
  });
});

describe('Devanagari and Malayalam words, as Latin letters', () => {
  it('knows the script of a word', () => {
    expect(scriptOf('अंतरिक्ष')).toBe('devanagari');
    expect(scriptOf('രണ്ണ്')).toBe('malayalam');
    expect(scriptOf('Antariksh')).toBeNull();
  });

  it('drops the inherent vowels Hindi does not say (schwa deletion), keeping the rest', () => {
    // Word end: रण is 'ran', not 'rana'; a final cluster ending in र keeps it (kurukshetra).
    expect(romaniseWord('रण')).toBe('ran');
    expect(romaniseWord('कुरुक्षेत्र')).toBe('kurukshetra');
    // Between two voiced syllables: गोलमाल is 'golmal', वापसी 'vapsi', शतरंज 'shatranj'.
    expect(romaniseWord('गोलमाल')).toBe('golmal');
    expect(romaniseWord('वापसी')).toBe('vapsi');
    expect(romaniseWord('शतरंज')).toBe('shatranj');
    // Not after a nasal-closed syllable (अं-त), not before a cluster (मोह-ल्ला).
    expect(romaniseWord('अंतरिक्ष')).toBe('antariksh');
    expect(romaniseWord('मोहल्ला')).toBe('mohalla');
    expect(deleteSchwa('रण')).toBe('रण्');
  });

  it('reads nukta and candra letters, and Malayalam chillu letters', () => {
    expect(romaniseWord('फ़ोर्स')).toBe('phors');
    expect(romaniseWord('कॉलोनी')).toBe('koloni');
    expect(romaniseWord('രൺ')).toBe('ran');
    expect(romaniseWord('ഗോൽമാൽ')).toBe('golmal');
    expect(romaniseWord('രണ്ണ്')).toBe('rann');
    expect(romaniseWord('മോഹ്\u200Cരേ')).toBe('mohre');
  });

  it('meets the romanised title: the same term from either side', () => {
    for (const [native, latin] of [
      ['अंतरिक्ष', 'Antariksh'],
      ['भूमि', 'Bhoomi'],
      ['गोलमाल', 'Golmaal'],
      ['मोहल्ला', 'Mohalla'],
      ['വാപസി', 'Vapasi'],
      ['ഭൂമി', 'Bhoomi'],
      ['അന്തരിക്ഷ്', 'Antariksh'],
      ['മൊഹല്ല', 'Mohalla'],
    ]) {
      expect([native, searchTerm(native as string)]).toEqual([native, searchTerm(latin as string)]);
    }
  });

  it('a title key runs the words together, so spacing and script do not matter', () => {
    expect(titleKey('Rann Bhoomi')).toBe('ranbhumi');
    expect(titleKey('rannbhoomi')).toBe('ranbhumi');
    expect(titleKey('रण भूमि')).toBe('ranbhumi');
    expect(titleKey('രൺ ഭൂമി')).toBe('ranbhumi');
    expect(searchTerms('  Golmaal,  Junction! ')).toEqual(['golmal', 'junktion']);
  });
});
