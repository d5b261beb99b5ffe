import { normalizeCategory, validateCategory } from './category';

describe('validateCategory', () => {
  it('requires a name after trimming', () => {
    expect(validateCategory({ name: '' })).toEqual({ name: 'category.nameRequired' });
    expect(validateCategory({ name: '   ', description: 'x' })).toEqual({
      name: 'category.nameRequired',
    });
    expect(validateCategory({ name: 'Drama' })).toEqual({});
  });
});

describe('normalizeCategory', () => {
  it('trims name and description; empty description becomes null', () => {
    expect(normalizeCategory({ name: ' Sci-Fi ', description: '  Space  ' })).toEqual({
      name: 'Sci-Fi',
      description: 'Space',
    });
    expect(normalizeCategory({ name: 'Drama', description: '   ' })).toEqual({
      name: 'Drama',
      description: null,
    });
    expect(normalizeCategory({ name: 'Drama' })).toEqual({ name: 'Drama', description: null });
  });
});
