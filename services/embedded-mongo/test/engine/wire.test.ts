// The wire protocol at byte level: OP_QUERY handshake, OP_MSG sections, checksums, moreToCome.
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import { startEmbeddedMongo } from '../../src';
import { checkDriver } from '../../src/commands/driver-check';
import { crc32c } from '../../src/wire/crc32c';

type Doc = Record<string, unknown>;

let server: Awaited<ReturnType<typeof startEmbeddedMongo>>;
const warnings: string[] = [];

beforeAll(async () => {
  server = await startEmbeddedMongo({ log: (m) => warnings.push(m) });
});
afterAll(() => server.stop());

function header(length: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opQuery(ns: string, query: Doc, requestId = 1): Buffer {
  const body = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${ns}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    serialize(query),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, 2004), body]);
}

function opMsg(
  body: Doc,
  opts: { sequences?: [string, Doc[]][]; flags?: number; checksum?: 'good' | 'bad'; requestId?: number } = {},
): Buffer {
  const sections: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [id, docs] of opts.sequences ?? []) {
    const payload = Buffer.concat([Buffer.from(`${id}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    sections.push(Buffer.from([1]), size, payload);
  }
  let flags = opts.flags ?? 0;
  if (opts.checksum) flags |= 1;
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags >>> 0, 0);
  const rest = Buffer.concat([flagBuf, ...sections]);
  const extra = opts.checksum ? 4 : 0;
  const msg = Buffer.concat([header(16 + rest.length + extra, opts.requestId ?? 7, 2013), rest]);
  if (!opts.checksum) return msg;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(opts.checksum === 'good' ? crc32c(msg) : 12345, 0);
  return Buffer.concat([msg, sum]);
}

/** A socket that hands back whole messages (or null once the server closed it). */
function rawClient(): Promise<{ send(b: Buffer): void; next(): Promise<Buffer | null>; close(): void }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1', () =>
      resolve({ send, next, close: () => socket.destroy() }),
    );
    let buf = Buffer.alloc(0);
    let waiting: ((b: Buffer | null) => void) | undefined;
    let closed = false;
    const pump = () => {
      if (!waiting) return;
      if (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        const len = buf.readInt32LE(0);
        const msg = buf.subarray(0, len);
        buf = buf.subarray(len);
        const w = waiting;
        waiting = undefined;
        w(msg);
      } else if (closed) {
        const w = waiting;
        waiting = undefined;
        w(null);
      }
    };
    socket.on('data', (c) => {
      buf = Buffer.concat([buf, c]);
      pump();
    });
    socket.on('close', () => {
      closed = true;
      pump();
    });
    const send = (b: Buffer) => socket.write(b);
    const next = () =>
      new Promise<Buffer | null>((r) => {
        waiting = r;
        pump();
      });
  });
}

const msgBody = (reply: Buffer | null): Doc => deserialize(reply?.subarray(21) ?? Buffer.alloc(5)) as Doc;

test('legacy OP_QUERY isMaster gets an OP_REPLY describing a standalone', async () => {
  const c = await rawClient();
  c.send(
    opQuery(
      'admin.$cmd',
      { isMaster: 1, helloOk: true, client: { driver: { name: 'nodejs', version: '7.9.0' } } },
      42,
    ),
  );
  const reply = await c.next();
  expect(reply?.readInt32LE(8)).toBe(42); // responseTo
  expect(reply?.readInt32LE(12)).toBe(1); // OP_REPLY
  const doc = deserialize(reply?.subarray(36) ?? Buffer.alloc(5));
  expect(doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 });
  expect(doc).not.toHaveProperty('setName');
  expect(doc).not.toHaveProperty('topologyVersion');
  c.close();
});

test('documents sent as a kind-1 sequence are all inserted', async () => {
  const c = await rawClient();
  c.send(
    opMsg(
      { insert: 'seq', $db: 'wire' },
      { sequences: [['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]]] },
    ),
  );
  expect(msgBody(await c.next())).toMatchObject({ n: 3, ok: 1 });
  c.send(
    opMsg(
      { update: 'seq', $db: 'wire' },
      { sequences: [['updates', [{ q: { _id: 2 }, u: { $set: { x: 1 } } }]]] },
    ),
  );
  expect(msgBody(await c.next())).toMatchObject({ n: 1, nModified: 1 });
  c.close();
});

test('a correct checksum is accepted; a wrong one closes the connection', async () => {
  expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283); // the CRC-32C check value
  const c = await rawClient();
  c.send(opMsg({ ping: 1, $db: 'admin' }, { checksum: 'good' }));
  expect(msgBody(await c.next())).toMatchObject({ ok: 1 });
  c.send(opMsg({ ping: 1, $db: 'admin' }, { checksum: 'bad' }));
  expect(await c.next()).toBeNull();
});

test('moreToCome gets no reply, but the write is done before the next command', async () => {
  const c = await rawClient();
  c.send(
    opMsg(
      { insert: 'fire', $db: 'wire', documents: [{ _id: 'a' }], writeConcern: { w: 0 } },
      { flags: 2, requestId: 1 },
    ),
  );
  c.send(opMsg({ find: 'fire', $db: 'wire', filter: {} }, { requestId: 2 }));
  const reply = await c.next();
  expect(reply?.readInt32LE(8)).toBe(2);
  expect((msgBody(reply).cursor as { firstBatch: Doc[] }).firstBatch).toEqual([{ _id: 'a' }]);
  c.close();
});

test('a message without $db is an error; an unknown opcode closes the connection', async () => {
  const c = await rawClient();
  c.send(opMsg({ ping: 1 }));
  expect(msgBody(await c.next())).toMatchObject({ ok: 0, code: 40571 });
  c.send(Buffer.concat([header(20, 9, 9999), Buffer.alloc(4)]));
  expect(await c.next()).toBeNull();
});

test('a TLS ClientHello is refused with a warning', async () => {
  const c = await rawClient();
  c.send(Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05, 0, 0, 0, 0, 0]));
  expect(await c.next()).toBeNull();
  expect(warnings.join('\n')).toMatch(/TLS: not supported by the embedded development server/);
});

test('a driver outside the tested range is reported once', async () => {
  const c = await rawClient();
  c.send(
    opQuery('admin.$cmd', {
      isMaster: 1,
      client: { driver: { name: 'nodejs|Mongoose', version: '99.1.0|10.0.0' } },
    }),
  );
  await c.next();
  c.close();
  expect(warnings.filter((w) => w.includes('99.1.0'))).toHaveLength(1);
  const seen: string[] = [];
  expect(
    checkDriver({ driver: { name: 'nodejs|Mongoose', version: '7.9.0|9.12.1' } }, (m) => seen.push(m)),
  ).toBe(true);
  expect(
    checkDriver({ driver: { name: 'nodejs|Mongoose', version: '99.1.0|10.0.0' } }, (m) => seen.push(m)),
  ).toBe(false);
  expect(seen).toEqual([]);
});
