import { fileExtension, isImageFile, isVideoFile, storedFileName, uniqueStorageName } from './file-types';

describe('isImageFile / isVideoFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml', 'IMAGE/GIF'])(
    '%p is an image',
    (mime) => {
      expect(isImageFile(mime)).toBe(true);
      expect(isVideoFile(mime)).toBe(false);
    },
  );

  it.each(['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'])('%p is a video', (mime) => {
    expect(isVideoFile(mime)).toBe(true);
    expect(isImageFile(mime)).toBe(false);
  });

  it.each(['', null, undefined, 'application/pdf', 'image/', 'text/plain', 'imagex/png'])(
    '%p is neither',
    (mime) => {
      expect(isImageFile(mime)).toBe(false);
      expect(isVideoFile(mime)).toBe(false);
    },
  );
});

describe('fileExtension', () => {
  it('returns the lower-case extension or empty', () => {
    expect(fileExtension('Poster.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });
});

describe('uniqueStorageName', () => {
  it('joins prefix, time, random part and the original extension', () => {
    expect(
      uniqueStorageName('Dune Poster.PNG', { prefix: 'thumb-', now: 1700000000000, random: () => 0.5 }),
    ).toBe(`thumb-1700000000000-${Math.floor(0.5 * 36 ** 8).toString(36)}.png`);
    expect(uniqueStorageName('noext', { now: 1, random: () => 0 })).toBe('1-00000000');
  });

  it('differs between calls', () => {
    expect(uniqueStorageName('a.jpg')).not.toBe(uniqueStorageName('a.jpg'));
  });
});

describe('storedFileName', () => {
  it('gives the last path segment when the URL names the bucket', () => {
    expect(storedFileName('http://h/media/movie-thumbnails/a%20b.jpg?x=1', 'movie-thumbnails')).toBe(
      'a b.jpg',
    );
    expect(storedFileName('https://img.example/other/a.jpg', 'movie-thumbnails')).toBeNull();
    expect(storedFileName(null, 'movie-trailers')).toBeNull();
  });
});
