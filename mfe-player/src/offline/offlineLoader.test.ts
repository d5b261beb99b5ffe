/** @jest-environment node */
/// <reference types="node" />
// Node, not jsdom: the real WebCrypto decrypts here, as the browser's does in the e2e suite.
import { createCipheriv, randomBytes } from 'node:crypto';
import {
  importLicenceKey,
  OFFLINE_MASTER,
  offlineMasterUrl,
  type PlayableDownload,
  putFile,
} from '@premieres/downloads-store';
import { installBrowserStorage } from '@premieres/downloads-store/testing';
import type { LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js';
import { offlineLoaderClass, offlineReader } from './offlineLoader';

installBrowserStorage();

const ID = 'abcdefabcdefabcdefabcdef';
const raw = randomBytes(16);
const IV = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const plain = Buffer.concat(
  Array.from({ length: 20 }, () => Buffer.concat([Buffer.from([0x47]), randomBytes(187)])),
);
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  `#EXT-X-KEY:METHOD=AES-128,URI="premieres-licence-key",IV=0x${IV.toString('hex')}`,
  '#EXTINF:4.000,',
  's0000.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

async function storedDownload(): Promise<PlayableDownload> {
  const cipher = createCipheriv('aes-128-cbc', raw, IV);
  await putFile(ID, 'index.m3u8', new Response(PLAYLIST));
  await putFile(ID, 's0000.ts', new Response(Buffer.concat([cipher.update(plain), cipher.final()])));
  await putFile(ID, 'en.vtt', new Response('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n'));
  return {
    id: ID,
    contentId: 'c1',
    episodeId: null,
    episode: null,
    title: 'Antariksh',
    posterUrl: '',
    quality: 'standard',
    height: 480,
    bytes: 4000,
    deviceId: 'device-1234',
    issuedAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-01-31T00:00:00.000Z',
    playbackStartedAt: null,
    playlist: 'index.m3u8',
    audioLanguage: 'hi',
    durationSeconds: 4,
    subtitles: [{ language: 'en', name: 'English', default: false, file: 'en.vtt' }],
    files: [],
    key: await importLicenceKey(raw.toString('base64')),
    state: 'complete',
    doneFiles: [],
    userId: 'u1',
  };
}

const origin = 'http://127.0.0.1:8080';
const url = (name: string) => `${origin}/offline/${ID}/${name}`;

describe('offline loader', () => {
  it('answers the master, the key-less playlist, decrypted segments and subtitles from the store', async () => {
    const read = offlineReader(await storedDownload());
    expect(`${origin}${offlineMasterUrl(ID)}`).toBe(url(OFFLINE_MASTER));
    expect(await read(url(OFFLINE_MASTER))).toContain('index.m3u8');
    const playlist = (await read(url('index.m3u8'))) as string;
    expect(playlist).not.toContain('EXT-X-KEY');
    const segment = new Uint8Array((await read(url('s0000.ts'))) as ArrayBuffer);
    expect(Buffer.from(segment).equals(plain)).toBe(true);
    expect(await read(url('offline-subtitles-en.m3u8'))).toContain('en.vtt');
    expect(new TextDecoder().decode((await read(url('en.vtt'))) as ArrayBuffer)).toContain('Hello');
    await expect(read(url('s9999.ts'))).rejects.toThrow('not in this download');
    await expect(read(`${origin}/offline/other/s0000.ts`)).rejects.toThrow('not part of this download');
  });

  it('serves hls.js through the Loader interface, as text or bytes as asked', async () => {
    const Loader = offlineLoaderClass(offlineReader(await storedDownload()));
    const load = (context: LoaderContext) =>
      new Promise<{ data: unknown; loaded: number }>((resolve, reject) => {
        const loader = new Loader();
        const callbacks: LoaderCallbacks<LoaderContext> = {
          onSuccess: (response, stats) => resolve({ data: response.data, loaded: stats.loaded }),
          onError: (error) => reject(new Error(error.text)),
          onTimeout: () => reject(new Error('timeout')),
        };
        loader.load(context, {} as LoaderConfiguration, callbacks);
      });
    const manifest = await load({
      url: url(OFFLINE_MASTER),
      responseType: 'text',
      type: 'manifest' as never,
    });
    expect(typeof manifest.data).toBe('string');
    // The playlist must be read before its segments (hls.js does so): it carries their IVs.
    await load({ url: url('index.m3u8'), responseType: 'text', type: 'level' as never });
    const fragment = await load({
      url: url('s0000.ts'),
      responseType: 'arraybuffer',
      type: 'level' as never,
    });
    expect(new Uint8Array(fragment.data as ArrayBuffer)[0]).toBe(0x47);
    expect(fragment.loaded).toBe(plain.length);
    await expect(
      load({ url: url('gone.ts'), responseType: 'arraybuffer', type: 'level' as never }),
    ).rejects.toThrow('not in this download');
  });
});
