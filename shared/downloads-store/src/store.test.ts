/** @jest-environment node */
// Node, not jsdom: it has the real WebCrypto, structuredClone (CryptoKey included) and Response.
import { createCipheriv, randomBytes } from 'node:crypto';
import { DOWNLOADS_CACHE, offlineFileUrl } from '@premieres/contracts';
import {
  decryptSegment,
  downloadDeviceName,
  findDownload,
  getDownload,
  heldBytes,
  importLicenceKey,
  isPlayable,
  keepLicenceCurrent,
  listDownloads,
  offlineMasterPlaylist,
  offlineSubtitlePlaylist,
  parseOfflineUrl,
  prepareMediaPlaylist,
  putFile,
  readBlob,
  readFile,
  removeDownloadRecord,
  type StoredDownload,
  saveDownload,
  sequenceIv,
} from './index';
import { installBrowserStorage } from './test/browser-storage';

const cacheStorage = installBrowserStorage();

/** What ffmpeg's -hls_key_info_file does to a segment: AES-128-CBC with PKCS#7 padding. */
function encrypt(key: Buffer, iv: Uint8Array, plain: Buffer): ArrayBuffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  const out = Buffer.concat([cipher.update(plain), cipher.final()]);
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}

/** A few MPEG-TS packets: 188 bytes each, starting with the 0x47 sync byte. */
const tsPackets = (count: number) =>
  Buffer.concat(Array.from({ length: count }, () => Buffer.concat([Buffer.from([0x47]), randomBytes(187)])));

function download(overrides: Partial<StoredDownload> = {}): StoredDownload {
  return {
    id: '0123456789abcdef01234567',
    contentId: 'c1',
    episodeId: null,
    episode: null,
    title: 'Antariksh',
    posterUrl: '/poster.jpg',
    quality: 'standard',
    height: 480,
    bytes: 3000,
    deviceId: 'device-1234',
    issuedAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-01-31T00:00:00.000Z',
    playbackStartedAt: null,
    playlist: 'index.m3u8',
    audioLanguage: 'hi',
    durationSeconds: 12,
    subtitles: [
      { language: 'en', name: 'English', default: false, file: 'en.vtt' },
      { language: 'ml', name: 'മലയാളം', default: false, file: 'ml.vtt' },
    ],
    files: [
      { name: 'index.m3u8', bytes: 1000 },
      { name: 's0000.ts', bytes: 2000 },
    ],
    key: {} as CryptoKey,
    state: 'downloading',
    doneFiles: ['index.m3u8'],
    userId: 'u1',
    ...overrides,
  };
}

describe('licence keys', () => {
  it('imports the licence key as a CryptoKey that cannot be read back', async () => {
    const key = await importLicenceKey(randomBytes(16).toString('base64'));
    expect(key.extractable).toBe(false);
    expect(key.usages).toEqual(['decrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('refuses a key that is not 16 bytes', () => {
    expect(() => importLicenceKey(randomBytes(8).toString('base64'))).toThrow('16 bytes');
  });
});

describe('stored downloads', () => {
  it('keeps the record with its non-extractable key in IndexedDB, and decrypts with it after', async () => {
    const raw = randomBytes(16);
    const key = await importLicenceKey(raw.toString('base64'));
    await saveDownload(download({ key }));
    const stored = await getDownload('0123456789abcdef01234567');
    expect(stored?.title).toBe('Antariksh');
    expect(stored?.key?.extractable).toBe(false);
    const iv = sequenceIv(0);
    const plain = tsPackets(3);
    const clear = await decryptSegment(stored?.key as CryptoKey, encrypt(raw, iv, plain), iv);
    expect(Buffer.from(clear).equals(plain)).toBe(true);
    expect(await listDownloads()).toHaveLength(1);
    expect(findDownload(await listDownloads(), 'c1', null)?.id).toBe(stored?.id);
    expect(findDownload(await listDownloads(), 'c1', 'e1')).toBeUndefined();
    await removeDownloadRecord('0123456789abcdef01234567');
    expect(await getDownload('0123456789abcdef01234567')).toBeNull();
  });

  it('counts only the files already held', () => {
    expect(heldBytes(download())).toBe(1000);
    expect(heldBytes(download({ doneFiles: ['index.m3u8', 's0000.ts'] }))).toBe(3000);
  });

  it('stores media under the licence-relative URL of the contract', async () => {
    await putFile('L1', 's0000.ts', new Response(new Uint8Array([1, 2, 3])));
    const cache = await cacheStorage.open(DOWNLOADS_CACHE);
    expect(await cache.keys()).toEqual([{ url: offlineFileUrl('L1', 's0000.ts') }]);
    expect(new Uint8Array((await readFile('L1', 's0000.ts')) as ArrayBuffer)).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(await readFile('L1', 'missing.ts')).toBeNull();
  });

  it('gives a stored picture back with the type it was served with (an SVG poster draws offline)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    await putFile('L1', 'poster', new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }));
    const picture = await readBlob('L1', 'poster');
    expect(picture?.type).toBe('image/svg+xml');
    expect(await picture?.text()).toBe(svg);
    expect(await readBlob('L1', 'missing')).toBeNull();
  });
});

describe('encrypted HLS', () => {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:4',
    '#EXT-X-MEDIA-SEQUENCE:7',
    '#EXT-X-KEY:METHOD=AES-128,URI="premieres-licence-key",IV=0x000102030405060708090a0b0c0d0e0f',
    '#EXTINF:4.000,',
    's0000.ts',
    '#EXT-X-KEY:METHOD=AES-128,URI="premieres-licence-key"',
    '#EXTINF:4.000,',
    's0001.ts',
    '#EXT-X-KEY:METHOD=NONE',
    '#EXTINF:4.000,',
    's0002.ts',
    '#EXT-X-ENDLIST',
  ].join('\n');

  it('strips the key lines and takes each IV from the attribute or the media sequence number', () => {
    const prepared = prepareMediaPlaylist(playlist);
    expect(prepared.playlist).not.toContain('EXT-X-KEY');
    expect(prepared.playlist).toContain('s0002.ts');
    expect([...(prepared.ivs.get('s0000.ts') ?? [])]).toEqual([...Array(16).keys()]);
    expect([...(prepared.ivs.get('s0001.ts') ?? [])]).toEqual([...sequenceIv(8)]);
    expect(sequenceIv(8)[15]).toBe(8);
    expect(prepared.ivs.has('s0002.ts')).toBe(false);
  });

  it('decrypts a segment to MPEG-TS, and a stolen segment with another key gives nothing', async () => {
    const raw = randomBytes(16);
    const key = await importLicenceKey(raw.toString('base64'));
    const iv = prepareMediaPlaylist(playlist).ivs.get('s0001.ts') as Uint8Array;
    const plain = tsPackets(40);
    const encrypted = encrypt(raw, iv, plain);
    expect(new Uint8Array(encrypted)[0]).not.toBe(0x47);
    const clear = new Uint8Array(await decryptSegment(key, encrypted, iv));
    expect(clear[0]).toBe(0x47);
    expect(clear[188]).toBe(0x47);
    const other = await importLicenceKey(randomBytes(16).toString('base64'));
    const stolen = await decryptSegment(other, encrypted, iv).then(
      (bytes) => new Uint8Array(bytes),
      () => null,
    );
    // Either the padding check fails or the bytes are noise: no packet sync byte where it belongs.
    expect(stolen === null || stolen[0] !== 0x47 || stolen[188] !== 0x47).toBe(true);
  });

  it('makes a master playlist with one rendition and a subtitles rendition per language', () => {
    const master = offlineMasterPlaylist(download());
    expect(master).toContain('#EXT-X-STREAM-INF:BANDWIDTH=2000,SUBTITLES="subs"\nindex.m3u8');
    expect(master).toContain('LANGUAGE="ml"');
    expect(master).toContain('URI="offline-subtitles-en.m3u8"');
    expect(offlineSubtitlePlaylist(download(), 'offline-subtitles-ml.m3u8')).toContain('\nml.vtt\n');
    expect(offlineSubtitlePlaylist(download(), 'offline-subtitles-ta.m3u8')).toBeNull();
  });

  it('reads licence and file from an offline URL', () => {
    expect(parseOfflineUrl('http://127.0.0.1:8080/offline/L1/s0000.ts')).toEqual({
      licenceId: 'L1',
      name: 's0000.ts',
    });
    expect(parseOfflineUrl('/api/movies')).toBeNull();
  });
});

describe('device names', () => {
  it('names the browser and system', () => {
    expect(
      downloadDeviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(downloadDeviceName('Mozilla/5.0 (Android 14) Firefox/130.0')).toBe('Firefox on Android');
  });
});

describe('the key lives as long as the licence', () => {
  const raw = randomBytes(16).toString('base64');
  const noRenewal = async () => null;

  it('keeps a running licence as it is, without asking the API', async () => {
    const held = download({ key: await importLicenceKey(raw) });
    const renew = jest.fn(noRenewal);
    expect(await keepLicenceCurrent(held, new Date('2026-01-30T00:00:00.000Z'), renew)).toBe(held);
    expect(renew).not.toHaveBeenCalled();
    expect(isPlayable(held, new Date('2026-01-30T00:00:00.000Z'))).toBe(true);
  });

  it('deletes the key at expiry when no renewal comes (offline, or the plan lapsed)', async () => {
    const held = download({ key: await importLicenceKey(raw) });
    const after = new Date('2026-01-31T00:00:00.000Z');
    const expired = await keepLicenceCurrent(held, after, noRenewal);
    expect(expired.key).toBeNull();
    expect(isPlayable(expired, after)).toBe(false);
  });

  it('takes the same key back with a renewal, nothing downloaded again', async () => {
    const lost = download({ key: null, expiresAt: '2026-01-31T00:00:00.000Z' });
    const renewed = await keepLicenceCurrent(lost, new Date('2026-02-02T00:00:00.000Z'), async () => ({
      expiresAt: '2026-03-04T00:00:00.000Z',
      key: raw,
    }));
    expect(renewed.expiresAt).toBe('2026-03-04T00:00:00.000Z');
    expect(renewed.key?.extractable).toBe(false);
    expect(isPlayable(renewed, new Date('2026-02-02T00:00:00.000Z'))).toBe(true);
  });
});
