import { createHash } from 'node:crypto';
import { EDGE_PREFIX, edgeToken, loadMediaEdge, type MediaEdge, signEdgeUrl } from './media-edge';

const edge: MediaEdge = { mode: 'nginx-secure-link', secret: 'test-edge-secret-0123456789abcdef0123' };
const USER = '665f1a2b3c4d5e6f7a8b9c0d';
const KEY = 'hls/16/content/mb3k2-a1b2c3/v480/s0000.ts';

/**
 * nginx's secure_link_md5 as its documentation defines it: the MD5 of the expression, binary,
 * base64url-encoded without padding (`openssl md5 -binary | openssl base64 | tr +/ -_ | tr -d =`).
 */
function nginxSecureLinkMd5(expression: string): string {
  return createHash('md5')
    .update(expression)
    .digest('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('edge URL signer (nginx secure_link)', () => {
  it('hashes "$secure_link_expires$uri$arg_u <secret>" as nginx does', () => {
    const uri = `${EDGE_PREFIX}${KEY}`;
    // Computed once with openssl over the same string: an oracle outside Node.
    expect(edgeToken(edge.secret, uri, USER, 1_750_000_000)).toBe('Q-e34Ne-fa2LiFvXP2BFTA');
    expect(edgeToken(edge.secret, uri, USER, 1_750_000_000)).toBe(
      nginxSecureLinkMd5(`1750000000${uri}${USER} ${edge.secret}`),
    );
  });

  it('signs the stored file under /media/edge/ with the user, the expiry (seconds) and the token', () => {
    const url = new URL(
      signEdgeUrl(edge, KEY, USER, new Date('2025-06-15T12:00:00.900Z')) as string,
      'http://x',
    );
    expect(url.pathname).toBe(`/media/edge/${KEY}`);
    const expires = Math.floor(Date.parse('2025-06-15T12:00:00Z') / 1000);
    expect([...url.searchParams.keys()]).toEqual(['u', 'e', 't']);
    expect(url.searchParams.get('u')).toBe(USER);
    expect(url.searchParams.get('e')).toBe(String(expires));
    expect(url.searchParams.get('t')).toBe(
      nginxSecureLinkMd5(`${expires}${url.pathname}${USER} ${edge.secret}`),
    );
  });

  it('binds the token to the user, the file (title, rendition) and the expiry', () => {
    const at = new Date('2025-06-15T12:00:00Z');
    const token = (u: string) => new URL(u, 'http://x').searchParams.get('t');
    const base = token(signEdgeUrl(edge, KEY, USER, at) as string);
    expect(token(signEdgeUrl(edge, KEY, '665f1a2b3c4d5e6f7a8b9c0e', at) as string)).not.toBe(base);
    expect(token(signEdgeUrl(edge, KEY.replace('/16/', '/17/'), USER, at) as string)).not.toBe(base);
    expect(token(signEdgeUrl(edge, KEY.replace('v480', 'v1080'), USER, at) as string)).not.toBe(base);
    expect(token(signEdgeUrl(edge, KEY, USER, new Date(at.getTime() + 1000)) as string)).not.toBe(base);
    expect(token(signEdgeUrl({ ...edge, secret: `${edge.secret}x` }, KEY, USER, at) as string)).not.toBe(
      base,
    );
  });

  it('signs no key nginx would read differently (dot segments, escapes, absolute paths)', () => {
    const at = new Date('2025-06-15T12:00:00Z');
    for (const key of [
      'hls/16/../17/v480/s0.ts',
      'hls/16/./v480/s0.ts',
      '/etc/passwd',
      'hls/16/a b.ts',
      'hls//s.ts',
      'hls/16/%2e%2e/s.ts',
      '..',
    ])
      expect(signEdgeUrl(edge, key, USER, at)).toBeNull();
  });
});

describe('edge configuration', () => {
  const volume = { fsRoot: '/srv/premieres-media' };

  it('is off unless MEDIA_EDGE is set (the development gateway keeps the API path)', () => {
    expect(loadMediaEdge({}, volume)).toBeNull();
    expect(loadMediaEdge({ MEDIA_EDGE: 'off', MEDIA_EDGE_SECRET: edge.secret }, volume)).toBeNull();
  });

  it('needs its secret and a media volume nginx can read', () => {
    expect(() => loadMediaEdge({ MEDIA_EDGE: 'nginx-secure-link' }, volume)).toThrow(/MEDIA_EDGE_SECRET/);
    expect(() =>
      loadMediaEdge({ MEDIA_EDGE: 'nginx-secure-link', MEDIA_EDGE_SECRET: edge.secret }, { fsRoot: null }),
    ).toThrow(/MEDIA_STORAGE=fs/);
    expect(
      loadMediaEdge({ MEDIA_EDGE: 'nginx-secure-link', MEDIA_EDGE_SECRET: edge.secret }, volume),
    ).toEqual(edge);
  });
});
