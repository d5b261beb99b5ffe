import { sanitizeContactText, sanitizeText } from './sanitize';

describe('sanitizeText (auth flows)', () => {
  it('trims and removes < > \' " &', () => {
    expect(sanitizeText('  <b>Tom & "Jerry\'s"</b>  ')).toBe('bTom  Jerrys/b');
  });

  it('cuts to 1000 characters', () => {
    expect(sanitizeText('a'.repeat(1500))).toHaveLength(1000);
    expect(sanitizeText('a'.repeat(1000))).toHaveLength(1000);
    expect(sanitizeText('a'.repeat(999))).toHaveLength(999);
  });

  it('counts the limit after removing characters', () => {
    expect(sanitizeText(`${'<'.repeat(10)}${'a'.repeat(1000)}`)).toBe('a'.repeat(1000));
  });

  it('turns null and undefined into an empty string', () => {
    expect(sanitizeText(null)).toBe('');
    expect(sanitizeText(undefined)).toBe('');
  });
});

describe('sanitizeContactText', () => {
  it('trims and removes angle brackets only', () => {
    expect(sanitizeContactText('  <script>Tom & "Jerry"</script> ')).toBe('scriptTom & "Jerry"/script');
  });
});
