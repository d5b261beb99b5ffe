import { absoluteEntries, fetchRemoteManifest } from './remote-manifest';

describe('remote manifest', () => {
  it('makes entries absolute against the page and keeps absolute ones', () => {
    const entries = absoluteEntries(
      {
        'mfe-landing': { entry: '/remotes/mfe-landing/mf-manifest.json', version: '1.0.0' },
        'mfe-admin': { entry: 'https://cdn.example/admin/mf-manifest.json' },
      },
      'http://localhost:8080/movies?q=x',
    );
    expect(entries).toEqual([
      { name: 'mfe-landing', entry: 'http://localhost:8080/remotes/mfe-landing/mf-manifest.json' },
      { name: 'mfe-admin', entry: 'https://cdn.example/admin/mf-manifest.json' },
    ]);
  });

  it('skips malformed items', () => {
    expect(absoluteEntries({ 'mfe-browse': {} as { entry: string } }, 'http://x/')).toEqual([]);
  });

  it('is fetched with cache: no-store and fails on an error status', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }) as Response);
    await fetchRemoteManifest(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    const failing = jest.fn(async () => ({ ok: false, status: 500 }) as Response);
    await expect(fetchRemoteManifest(failing as unknown as typeof fetch)).rejects.toThrow('500');
  });
});
