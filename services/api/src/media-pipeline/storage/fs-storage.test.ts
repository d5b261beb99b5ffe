import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fsStorage } from './fs-storage';
import { readText } from './media-storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'premieres-fs-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function collect(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('file-system media storage (MEDIA_STORAGE=fs)', () => {
  it('keeps each key as the file at that path under the root, readable by other users (nginx)', async () => {
    const storage = fsStorage(root);
    await storage.put('hls/2/content/l1/v480/s0000.ts', Buffer.from('segment'), 'video/mp2t');
    await storage.put('hls/2/content/l1/v480/index.m3u8', Readable.from(['#EXTM3U\n', 's0000.ts\n']), 'x');
    const file = path.join(root, 'hls/2/content/l1/v480/s0000.ts');
    expect(await readFile(file, 'utf8')).toBe('segment');
    expect((await stat(file)).mode & 0o777).toBe(0o644);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o755);
    expect(await readText(storage, 'hls/2/content/l1/v480/index.m3u8')).toBe('#EXTM3U\ns0000.ts\n');
    // Written beside and renamed: no partial file is left next to it.
    expect((await readdir(path.dirname(file))).sort()).toEqual(['index.m3u8', 's0000.ts']);
  });

  it('describes a file by its name (type), size and a tag; null when there is none', async () => {
    const storage = fsStorage(root);
    await storage.put('hls/2/content/l1/v480/s0000.ts', Buffer.from('segment'), 'video/mp2t');
    const object = await storage.stat('hls/2/content/l1/v480/s0000.ts');
    expect(object).toMatchObject({
      key: 'hls/2/content/l1/v480/s0000.ts',
      size: 7,
      contentType: 'video/mp2t',
    });
    expect(object?.etag).toMatch(/^"[0-9a-z]+-7-[0-9a-z]+"$/);
    expect(await storage.stat('hls/2/content/l1/v480/s0001.ts')).toBeNull();
    expect(await storage.stat('hls/2/content/l1/v480')).toBeNull();
  });

  it('reads an inclusive byte range, and fails clearly for a missing key', async () => {
    const storage = fsStorage(root);
    await storage.put('a/b.ts', Buffer.from('0123456789'), 'video/mp2t');
    expect(await collect(await storage.read('a/b.ts', { start: 2, end: 5 }))).toBe('2345');
    await expect(storage.read('a/c.ts')).rejects.toThrow('No stored object a/c.ts');
  });

  it('refuses keys outside its root', async () => {
    const storage = fsStorage(root);
    await expect(storage.put('../escape.ts', Buffer.from('x'), 'video/mp2t')).rejects.toThrow(
      /Not a media storage key/,
    );
    await expect(storage.stat('/etc/passwd')).rejects.toThrow(/Not a media storage key/);
  });

  it('removes a folder prefix or a name prefix, and counts the files', async () => {
    const storage = fsStorage(root);
    for (const key of [
      'hls/7/content/l1/v480/s0.ts',
      'hls/7/content/l1/v480/s1.ts',
      'hls/7/content/l2/v480/s0.ts',
      'hls/8/content/l1/v480/s0.ts',
    ])
      await storage.put(key, Buffer.from('x'), 'video/mp2t');
    expect(await storage.removePrefix('hls/7/content/l1/')).toBe(2);
    expect(await storage.stat('hls/7/content/l2/v480/s0.ts')).not.toBeNull();
    expect(await storage.removePrefix('hls/7/content/l')).toBe(1);
    expect(await storage.removePrefix('hls/7/')).toBe(0);
    expect(await storage.removePrefix('hls/9/')).toBe(0);
    expect(await storage.stat('hls/8/content/l1/v480/s0.ts')).not.toBeNull();
  });
});
