import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { chooseDatabaseBackend, findMongod } from './backend';

const ENGINE_BIN = path.resolve(__dirname, '../../../embedded-mongo/bin/embedded-mongo.cjs');

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function roundTrip(uri: string): Promise<number> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    const coll = client.db().collection('probe');
    await coll.insertOne({ at: new Date() });
    return await coll.countDocuments();
  } finally {
    await client.close();
  }
}

test('MONGODB_URI wins and starts nothing', async () => {
  const messages: string[] = [];
  const chosen = await chooseDatabaseBackend(
    { MONGODB_URI: 'mongodb://db.example:27017/app', PATH: '' },
    (m) => messages.push(m),
  );
  expect(chosen).toMatchObject({ uri: 'mongodb://db.example:27017/app', backend: 'uri' });
  expect(messages.join('\n')).toContain('MONGODB_URI');
  await chosen.stop();
});

test('production without MONGODB_URI refuses instead of starting a development engine', async () => {
  await expect(chooseDatabaseBackend({ NODE_ENV: 'production', PATH: '' }, () => {})).rejects.toThrow(
    /MONGODB_URI must be set when NODE_ENV=production/,
  );
});

test('without MONGODB_URI or mongod it starts the embedded engine, logging so', async () => {
  const messages: string[] = [];
  const chosen = await chooseDatabaseBackend({ PATH: tmp }, { info: (m: string) => messages.push(m) });
  try {
    expect(chosen.backend).toBe('embedded');
    expect(chosen.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/premieres$/);
    expect(messages.join('\n')).toContain('embedded');
    expect(await roundTrip(chosen.uri)).toBe(1);
  } finally {
    await chosen.stop();
  }
});

test('EMBEDDED_MONGO_DBPATH keeps data across restarts', async () => {
  const env = { PATH: tmp, EMBEDDED_MONGO_DBPATH: path.join(tmp, 'db') };
  const first = await chooseDatabaseBackend(env, () => {});
  await roundTrip(first.uri);
  await first.stop();
  const second = await chooseDatabaseBackend(env, () => {});
  try {
    expect(await roundTrip(second.uri)).toBe(2);
  } finally {
    await second.stop();
  }
});

test('a mongod on MONGOD_BIN is started through mongodb-memory-server without downloading', async () => {
  // A stand-in mongod: the engine's own bin understands mongod's flags and --version.
  const fake = path.join(tmp, 'mongod');
  fs.writeFileSync(fake, `#!/bin/sh\nexec "${process.execPath}" "${ENGINE_BIN}" "$@"\n`, { mode: 0o755 });
  const messages: string[] = [];
  const chosen = await chooseDatabaseBackend({ PATH: '', MONGOD_BIN: fake }, (m) => messages.push(m));
  try {
    expect(chosen.backend).toBe('mongod');
    expect(messages.join('\n')).toContain(fake);
    expect(process.env.MONGOMS_RUNTIME_DOWNLOAD).toBe('false');
    expect(await roundTrip(chosen.uri)).toBe(1);
  } finally {
    await chosen.stop();
  }
}, 30_000);

test('mongod is found on PATH; a MONGOD_BIN that is not executable is an error', () => {
  const bin = path.join(tmp, 'mongod');
  fs.writeFileSync(bin, '#!/bin/sh\n', { mode: 0o755 });
  expect(findMongod({ PATH: `/nonexistent${path.delimiter}${tmp}` })).toBe(bin);
  expect(findMongod({ PATH: '/nonexistent' })).toBeUndefined();
  expect(() => findMongod({ MONGOD_BIN: path.join(tmp, 'missing') })).toThrow(/not an executable/);
});
