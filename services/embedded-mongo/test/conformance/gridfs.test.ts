// GridFS round trips through the driver's GridFSBucket, with ranged reads of a file over 16 MB.
import { randomBytes } from 'node:crypto';
import { GridFSBucket, type ObjectId } from 'mongodb';
import { openTarget, type Target } from '../helpers/target';

let t: Target;
let bucket: GridFSBucket;
const data = randomBytes(20 * 1024 * 1024 + 12345);
let id: ObjectId;

function upload(name: string, bytes: Buffer): Promise<ObjectId> {
  return new Promise((resolve, reject) => {
    const stream = bucket.openUploadStream(name, { metadata: { kind: 'trailer' } });
    stream.once('finish', () => resolve(stream.id as ObjectId));
    stream.once('error', reject);
    stream.end(bytes);
  });
}

function download(options?: { start?: number; end?: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    bucket
      .openDownloadStream(id, options)
      .on('data', (c: Buffer) => parts.push(c))
      .once('end', () => resolve(Buffer.concat(parts)))
      .once('error', reject);
  });
}

beforeAll(async () => {
  t = await openTarget();
  bucket = new GridFSBucket(t.db, { bucketName: 'movie-trailers' });
  id = await upload('trailer.mp4', data);
});
afterAll(() => t.close());

test('the file document and chunks are stored as GridFS specifies', async () => {
  const [file] = await bucket.find({ filename: 'trailer.mp4' }).toArray();
  expect(file).toMatchObject({ length: data.length, chunkSize: 255 * 1024, metadata: { kind: 'trailer' } });
  const chunks = await t.db.collection('movie-trailers.chunks').countDocuments({ files_id: id });
  expect(chunks).toBe(Math.ceil(data.length / (255 * 1024)));
});

test('a full download returns the same bytes', async () => {
  expect((await download()).equals(data)).toBe(true);
});

test('ranged downloads return exactly the requested bytes', async () => {
  const cases: [number, number][] = [
    [0, 1],
    [255 * 1024 - 1, 255 * 1024 + 1],
    [17_000_000, 19_500_000],
    [data.length - 100, data.length],
  ];
  for (const [start, end] of cases) {
    expect((await download({ start, end })).equals(data.subarray(start, end))).toBe(true);
  }
  expect(
    (await download({ start: 16 * 1024 * 1024, end: data.length })).equals(data.subarray(16 * 1024 * 1024)),
  ).toBe(true);
});

test('delete removes the file and its chunks', async () => {
  const other = await upload('small.txt', Buffer.from('hello'));
  await bucket.delete(other);
  expect(await bucket.find({ _id: other }).toArray()).toEqual([]);
  expect(await t.db.collection('movie-trailers.chunks').countDocuments({ files_id: other })).toBe(0);
});
