import { hasPosterVariants, posterSrcSet, posterVariantUrl } from './poster-variants';

describe('poster variants (issue 28)', () => {
  it('are offered for raster posters of the thumbnails bucket only', () => {
    expect(hasPosterVariants('/media/movie-thumbnails/1700-abc.jpg')).toBe(true);
    expect(hasPosterVariants('https://cdn.example.in/media/movie-thumbnails/a.PNG')).toBe(true);
    expect(hasPosterVariants('/media/movie-thumbnails/rann-bhoomi.svg')).toBe(false);
    expect(hasPosterVariants('/media/movie-trailers/a.jpg')).toBe(false);
    expect(hasPosterVariants('https://images.example.com/poster.jpg')).toBe(false);
    expect(hasPosterVariants('/placeholder.svg')).toBe(false);
  });

  it('name the width and format in the query', () => {
    expect(posterVariantUrl('/media/movie-thumbnails/a.jpg', 320, 'webp')).toBe(
      '/media/movie-thumbnails/a.jpg?w=320&fm=webp',
    );
    expect(posterSrcSet('/media/movie-thumbnails/a.jpg', 'avif', [160, 320])).toBe(
      '/media/movie-thumbnails/a.jpg?w=160&fm=avif 160w, /media/movie-thumbnails/a.jpg?w=320&fm=avif 320w',
    );
    expect(posterSrcSet('/media/movie-thumbnails/a.svg', 'webp')).toBe('');
  });
});
