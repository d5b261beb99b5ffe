import { INLINE_MANIFEST_ID } from '@premieres/contracts';
import { absoluteEntries, fetchRemoteManifest, takeInlineManifest } from './remote-manifest';

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

  it("takes the page's inlined copy once, so a Retry reads the file again", () => {
    const manifest = { 'mfe-browse': { entry: '/remotes/mfe-browse/mf-manifest.json', version: '1.0.0' } };
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script id="${INLINE_MANIFEST_ID}" type="application/json">${JSON.stringify(manifest)}</script>`,
    );
    expect(takeInlineManifest()).toEqual(manifest);
    expect(takeInlineManifest()).toBeNull();
  });

  it('ignores an unreadable inlined copy', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script id="${INLINE_MANIFEST_ID}" type="application/json">{not json</script>`,
    );
    expect(takeInlineManifest()).toBeNull();
  });
});
