import { sanitizeContactForm } from '../forms/contact-form';
import { validateViewerProfileForm } from '../profile/viewer-form';
import { stripDisguise } from './invisible';
import { sanitizeContactText, sanitizeText, sanitizeViewerName } from './sanitize';

const RLO = '\u202E';
const PDF = '\u202C';

describe('stripDisguise: no disguised names', () => {
  it.each([
    ['U+202A..U+202E embeddings and overrides', '\u202A\u202B\u202C\u202D\u202E'],
    ['U+2066..U+2069 isolates', '\u2066\u2067\u2068\u2069'],
    ['U+200E/U+200F marks', '\u200E\u200F'],
    ['U+061C Arabic letter mark', '\u061C'],
  ])('removes bidi controls: %s', (_name, controls) => {
    expect(stripDisguise(`Ad${controls}min`)).toBe('Admin');
  });

  it('shows a right-to-left override name as its real letters', () => {
    expect(sanitizeText(`${RLO}nimda${PDF} Tom`)).toBe('nimda Tom');
  });

  it('removes zero-width and invisible characters', () => {
    expect(stripDisguise('a\u200Bd\u200Cm\u200Di\u2060n\uFEFF\u00AD')).toBe('admin');
  });

  it('removes C0 and C1 controls and DEL', () => {
    expect(stripDisguise('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009Fg')).toBe('abcdefg');
  });

  it('turns tabs and line breaks into spaces in one-line text', () => {
    expect(stripDisguise('Tom\tand\r\nJerry')).toBe('Tom and Jerry');
  });

  it('keeps tabs and line breaks in long text', () => {
    expect(stripDisguise('Hello,\r\n\tthe\u202E end', { multiline: true })).toBe('Hello,\n\tthe end');
  });

  it('keeps joiners that spell Malayalam and Devanagari words, and emoji sequences', () => {
    const chillu = 'അവന്\u200D';
    const malayalam = 'ന്\u200Dറ';
    const hindi = 'क्\u200Dष';
    const family = '👨\u200D👩\u200D👧';
    for (const text of [malayalam, hindi, family]) expect(stripDisguise(text)).toBe(text);
    // A joiner at the end of a word is no joining: it goes.
    expect(stripDisguise(chillu)).toBe('അവന്');
  });

  it('keeps ordinary text in every script as it is', () => {
    const names = ['Ananya Nair', 'അനന്യ', 'अनन्या', 'مريم', 'שרה', 'Zoë O\u2019Brien'];
    for (const name of names) expect(stripDisguise(name)).toBe(name);
  });
});

describe('the sanitizers on input clean disguise before their own rules', () => {
  it('sanitizeText removes the characters, then trims (an invisible-padded name is trimmed)', () => {
    expect(sanitizeText('\u200B  Tom  \u2066')).toBe('Tom');
  });

  it('sanitizeContactText keeps the message lines, cleans the name', () => {
    const form = sanitizeContactForm({
      name: `${RLO}Tom`,
      email: 'tom\u200B@example.com',
      subject: 'Help\nme',
      message: `Line one\nLine\u200F two`,
    });
    expect(form).toEqual({
      name: 'Tom',
      email: 'tom@example.com',
      subject: 'Help me',
      message: 'Line one\nLine two',
    });
    expect(sanitizeContactText('a\nb', { multiline: true })).toBe('a\nb');
  });

  it('a viewer profile name of only invisible characters is no name', () => {
    expect(sanitizeViewerName('\u200B\u202E')).toBe('');
    expect(validateViewerProfileForm({ name: '\u200B\u202E', pin: '' }).name).toBeDefined();
    expect(sanitizeViewerName(` ${RLO}Kids `)).toBe('Kids');
  });
});
