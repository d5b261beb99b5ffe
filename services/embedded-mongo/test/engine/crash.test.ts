// kill -9 in the middle of a stream of writes loses no acknowledged write.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../../src';

const BIN = path.resolve(__dirname, '../../bin/embedded-mongo.cjs');

function startChild(dbPath: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--port', '0', '--dbpath', dbPath], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on port (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`engine exited early with ${code}`)));
  });
}

test('every acknowledged write is there after kill -9 and restart', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-crash-'));
  try {
    const { child, port } = await startChild(dir);
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}/`, {
      maxPoolSize: 8,
      serverSelectionTimeoutMS: 2000,
    });
    const coll = client.db('crash').collection('events');
    await coll.insertOne({ _id: 'counter', n: 0 } as never);
    const acked: string[] = [];
    let ackedIncrements = 0;
    let stop = false;
    // The kill comes mid-stream once plenty of writes were acknowledged (a count, not a time).
    let enoughAcked: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => {
      enoughAcked = resolve;
    });
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          await coll.insertOne({ _id: `w${w}-${i}`, payload: 'x'.repeat(200) } as never);
          acked.push(`w${w}-${i}`);
          await coll.updateOne({ _id: 'counter' } as never, { $inc: { n: 1 } });
          ackedIncrements++;
          if (acked.length >= 200) enoughAcked();
        } catch {
          return; // the server died mid-request: not acknowledged
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await enough;
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await client.close(true);
    await new Promise((r) => (child.exitCode !== null || child.signalCode ? r(null) : child.once('exit', r)));
    expect(acked.length).toBeGreaterThan(100);

    const server = await startEmbeddedMongo({ dbPath: dir, log: () => {} });
    const check = await MongoClient.connect(server.uri);
    try {
      const events = check.db('crash').collection('events');
      const present = new Set(
        (await events.find({}, { projection: { _id: 1 } }).toArray()).map((d) => String(d._id)),
      );
      const missing = acked.filter((id) => !present.has(id));
      expect(missing).toEqual([]);
      const counter = await events.findOne({ _id: 'counter' } as never);
      // Writes in flight at the kill may or may not have landed; acknowledged ones all did.
      expect(counter?.n).toBeGreaterThanOrEqual(ackedIncrements);
      expect(counter?.n).toBeLessThanOrEqual(ackedIncrements + 4);
    } finally {
      await check.close();
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
