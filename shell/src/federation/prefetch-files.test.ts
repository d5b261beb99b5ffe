import { fetchExposeFiles } from './expose-files';
import { prefetchExpose, prefetchFiles } from './prefetch-files';

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

describe('prefetchExpose', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
    jest.mocked(fetchExposeFiles).mockReset();
  });

  it("prefetches the expose's files", async () => {
    jest.mocked(fetchExposeFiles).mockResolvedValue(['/remotes/mfe-player/host.js']);
    await prefetchExpose('mfe-player', 'PlayerHost');
    expect(fetchExposeFiles).toHaveBeenCalledWith('mfe-player', 'PlayerHost');
    expect(document.head.querySelector('link[href="/remotes/mfe-player/host.js"]')).not.toBeNull();
  });

  it('downloads nothing ahead when the visitor saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    await prefetchExpose('mfe-player', 'PlayerHost');
    expect(fetchExposeFiles).not.toHaveBeenCalled();
  });
});
