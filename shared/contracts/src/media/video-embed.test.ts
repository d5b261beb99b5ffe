import { isEmbeddableVideoSite, toEmbedUrl, videoSource } from './video-embed';

const ID = 'dQw4w9WgXcQ';
const UNMUTED = `https://www.youtube.com/embed/${ID}?autoplay=1&mute=0&rel=0&modestbranding=1`;
const MUTED = `https://www.youtube.com/embed/${ID}?autoplay=1&mute=1&rel=0&modestbranding=1`;

describe('toEmbedUrl: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}&feature=share`,
    `https://www.youtube.com/watch?feature=youtu.be&v=${ID}&list=PL123`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcdef`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=0&mute=1`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])('%p → embed form', (url) => {
    expect(toEmbedUrl(url, { muted: false })).toBe(UNMUTED);
  });

  it('sets the mute flag', () => {
    expect(toEmbedUrl(`https://youtu.be/${ID}`, { muted: true })).toBe(MUTED);
    expect(toEmbedUrl(`https://youtu.be/${ID}`)).toBe(UNMUTED);
  });

  it('keeps a start time', () => {
    expect(toEmbedUrl(`https://youtu.be/${ID}?t=90`)).toBe(`${UNMUTED}&start=90`);
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toBe(`${UNMUTED}&start=90`);
    expect(toEmbedUrl(`https://www.youtube.com/embed/${ID}?start=5`)).toBe(`${UNMUTED}&start=5`);
    expect(toEmbedUrl(`https://youtu.be/${ID}?t=junk`)).toBe(UNMUTED);
  });

  it('keeps the privacy-enhanced host', () => {
    expect(toEmbedUrl(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=0&rel=0&modestbranding=1`,
    );
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    'https://www.youtube.com/embed/',
  ])('%p has no video id → null', (url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});

describe('toEmbedUrl: Vimeo', () => {
  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/groups/shortfilms/videos/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=0',
  ])('%p → player embed', (url) => {
    expect(toEmbedUrl(url, { muted: true })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&rel=0&modestbranding=1',
    );
  });

  it('keeps the private-link hash', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871/abc123def0')).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123def0&autoplay=1&muted=0&rel=0&modestbranding=1',
    );
    expect(toEmbedUrl('https://player.vimeo.com/video/76979871?h=abc123')).toBe(
      'https://player.vimeo.com/video/76979871?h=abc123&autoplay=1&muted=0&rel=0&modestbranding=1',
    );
  });

  it('refuses Vimeo pages without a video id', () => {
    expect(toEmbedUrl('https://vimeo.com/staffpicks')).toBeNull();
    expect(toEmbedUrl('https://player.vimeo.com/api/player.js')).toBeNull();
  });
});

describe('toEmbedUrl: other addresses', () => {
  it.each([
    '',
    null,
    undefined,
    'https://example.com/trailer.mp4',
    '/media/movie-trailers/dune.mp4',
    'dune.mp4',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url at all',
  ])('%p → null', (url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});

describe('isEmbeddableVideoSite', () => {
  it('is true only for rewritable video-site addresses', () => {
    expect(isEmbeddableVideoSite(`https://youtu.be/${ID}`)).toBe(true);
    expect(isEmbeddableVideoSite('https://vimeo.com/76979871')).toBe(true);
    expect(isEmbeddableVideoSite('https://example.com/a.mp4')).toBe(false);
    expect(isEmbeddableVideoSite('https://www.youtube.com/feed/trending')).toBe(false);
  });
});

describe('videoSource', () => {
  it('chooses an iframe for video sites and a video element otherwise', () => {
    expect(videoSource(`https://youtu.be/${ID}`, { muted: true })).toEqual({ kind: 'embed', url: MUTED });
    expect(videoSource('/media/movie-trailers/dune.mp4')).toEqual({
      kind: 'file',
      url: '/media/movie-trailers/dune.mp4',
    });
    expect(videoSource('  ')).toBeNull();
  });
});
