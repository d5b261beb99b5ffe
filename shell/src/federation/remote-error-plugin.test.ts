import { provideResponse } from '../test/response';
import { isRemoteLoadFailure, remoteErrorPlugin } from './remote-error-plugin';

provideResponse();

type Hook = (...args: unknown[]) => unknown;
const plugin = remoteErrorPlugin() as unknown as { errorLoadRemote: Hook; fetch: Hook };

describe('the federation runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed load and turns the final stage into a value the page can show', () => {
    const error = new Error('Failed to fetch');
    const result = plugin.errorLoadRemote({
      id: 'mfe-browse/App',
      error,
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    expect(isRemoteLoadFailure(result)).toBe(true);
    expect(console.error).toHaveBeenCalledWith('[shell] remote mfe-browse/App failed to load', {
      lifecycle: 'onLoad',
      from: 'runtime',
      error: 'Failed to fetch',
    });
  });

  it('lets earlier stages fail on, so the runtime does not cache a broken manifest', () => {
    const result = plugin.errorLoadRemote({
      id: 'x',
      error: new Error('x'),
      lifecycle: 'afterResolve',
      from: 'runtime',
    });
    expect(result).toBeUndefined();
  });

  it('treats an error status of a manifest as a failed fetch', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 }) as Response);
    await expect(plugin.fetch('http://x/remotes/mfe-browse/mf-manifest.json', {})).rejects.toThrow(
      'answered 404',
    );
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    await expect(plugin.fetch('http://x/m.json', {})).resolves.toMatchObject({ ok: true });
    globalThis.fetch = realFetch;
  });
});

describe('the plugin fetch hook', () => {
  it('answers a manifest read ahead from that copy, once, then asks the network', async () => {
    const { keepManifest } = await import('./manifests-ahead');
    const network = jest.fn(() => Promise.resolve({ ok: true, status: 200 } as Response));
    global.fetch = network as unknown as typeof fetch;
    keepManifest('http://localhost/remotes/mfe-player/mf-manifest.json', '{"id":"mfe-player"}');
    const first = (await plugin.fetch(
      'http://localhost/remotes/mfe-player/mf-manifest.json',
      {},
    )) as Response;
    expect(await first.json()).toEqual({ id: 'mfe-player' });
    expect(network).not.toHaveBeenCalled();
    await plugin.fetch('http://localhost/remotes/mfe-player/mf-manifest.json', {});
    expect(network).toHaveBeenCalledTimes(1);
  });
});
