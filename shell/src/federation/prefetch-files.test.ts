import { prefetchFiles } from './prefetch-files';

jest.mock('./expose-files', () => ({ fetchExposeFiles: jest.fn() }));

describe('prefetchFiles', () => {
  it('adds one low-priority prefetch link per file (downloaded, not run), once per URL', () => {
    prefetchFiles(['/remotes/mfe-player/remoteEntry.js', '/remotes/mfe-player/hls.js']);
    prefetchFiles(['/remotes/mfe-player/hls.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')])).toEqual([
      ['prefetch', 'script', '/remotes/mfe-player/remoteEntry.js'],
      ['prefetch', 'script', '/remotes/mfe-player/hls.js'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
