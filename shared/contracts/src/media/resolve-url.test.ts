import { mediaUrl, PLACEHOLDER_IMAGE, resolveThumbnailUrl, resolveTrailerUrl } from './resolve-url';

describe('resolveThumbnailUrl', () => {
  it('gives the placeholder for empty values', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/placeholder.svg');
    expect(resolveThumbnailUrl('')).toBe('/placeholder.svg');
    expect(resolveThumbnailUrl('   ')).toBe('/placeholder.svg');
    expect(resolveThumbnailUrl(null)).toBe('/placeholder.svg');
    expect(resolveThumbnailUrl(undefined, 'https://cdn.example')).toBe('/placeholder.svg');
  });

  it('uses http(s) URLs and assets paths as they are', () => {
    expect(resolveThumbnailUrl('https://img.example/a.jpg', 'http://x')).toBe('https://img.example/a.jpg');
    expect(resolveThumbnailUrl('http://img.example/a')).toBe('http://img.example/a');
    expect(resolveThumbnailUrl('/assets/posters/dune.jpg')).toBe('/assets/posters/dune.jpg');
    expect(resolveThumbnailUrl('assets/dune.jpg')).toBe('assets/dune.jpg');
    expect(resolveThumbnailUrl('/src/assets/dune.jpg')).toBe('/src/assets/dune.jpg');
    expect(resolveThumbnailUrl('blob:http://localhost/123')).toBe('blob:http://localhost/123');
  });

  it('maps a bare file name to bucket movie-thumbnails, adding .jpg when it has no extension', () => {
    expect(resolveThumbnailUrl('dune')).toBe('/media/movie-thumbnails/dune.jpg');
    expect(resolveThumbnailUrl('dune.png')).toBe('/media/movie-thumbnails/dune.png');
    expect(resolveThumbnailUrl('1700000000-abc.webp', 'http://localhost:8080')).toBe(
      'http://localhost:8080/media/movie-thumbnails/1700000000-abc.webp',
    );
  });

  it('trims the base URL slash and encodes the name', () => {
    expect(resolveThumbnailUrl('the matrix', 'https://cdn.example/')).toBe(
      'https://cdn.example/media/movie-thumbnails/the%20matrix.jpg',
    );
  });

  it('also maps a movie-thumbnails/<name> path', () => {
    expect(resolveThumbnailUrl('movie-thumbnails/dune')).toBe('/media/movie-thumbnails/dune.jpg');
    expect(resolveThumbnailUrl('/movie-thumbnails/dune.jpg')).toBe('/media/movie-thumbnails/dune.jpg');
  });

  it('returns other paths unchanged', () => {
    expect(resolveThumbnailUrl('/media/movie-thumbnails/x.jpg')).toBe('/media/movie-thumbnails/x.jpg');
    expect(resolveThumbnailUrl('/placeholder.svg')).toBe('/placeholder.svg');
    expect(resolveThumbnailUrl('images/x.jpg')).toBe('images/x.jpg');
  });
});

describe('resolveTrailerUrl', () => {
  it('gives an empty string for empty values', () => {
    expect(resolveTrailerUrl('')).toBe('');
    expect(resolveTrailerUrl(null)).toBe('');
  });

  it('uses http(s) URLs as they are', () => {
    expect(resolveTrailerUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  });

  it('maps a bare file name to bucket movie-trailers without adding an extension', () => {
    expect(resolveTrailerUrl('dune.mp4')).toBe('/media/movie-trailers/dune.mp4');
    expect(resolveTrailerUrl('dune')).toBe('/media/movie-trailers/dune');
    expect(resolveTrailerUrl('dune.mp4', 'http://localhost:8080')).toBe(
      'http://localhost:8080/media/movie-trailers/dune.mp4',
    );
  });

  it('maps a movie-trailers path', () => {
    expect(resolveTrailerUrl('movie-trailers/dune.mp4')).toBe('/media/movie-trailers/dune.mp4');
    expect(resolveTrailerUrl('/movie-trailers/dune.mp4', 'https://cdn.example')).toBe(
      'https://cdn.example/media/movie-trailers/dune.mp4',
    );
  });

  it('returns other paths unchanged', () => {
    expect(resolveTrailerUrl('/media/movie-trailers/dune.mp4')).toBe('/media/movie-trailers/dune.mp4');
    expect(resolveTrailerUrl('movie-thumbnails/dune.mp4')).toBe('movie-thumbnails/dune.mp4');
  });
});

describe('mediaUrl', () => {
  it('builds /media/<bucket>/<name>', () => {
    expect(mediaUrl('movie-trailers', 'a b.mp4', 'http://h/')).toBe(
      'http://h/media/movie-trailers/a%20b.mp4',
    );
  });
});
