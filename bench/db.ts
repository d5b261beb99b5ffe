// `npm run bench -- db [--memory]`: mongoose 9 against the embedded engine running as its own
// process (with a data directory, as `npm start` runs it; --memory for none). Reports inserts/s,
// findById (lean)/s, updateOne/s, and findOne on an indexed field among 100,000 documents
// against findById on the same collection. Not a test: figures vary with the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import mongoose, { Schema, type Types } from 'mongoose';

const ENGINE_BIN = path.resolve(__dirname, '../services/embedded-mongo/bin/embedded-mongo.cjs');
const OPS = Number(process.env.BENCH_OPS ?? 5000);
const CONCURRENCY = [1, 8];
const POPULATION = 100_000;
const ROUNDS = 5;
const TARGETS = { insert: 3000, findById: 3000, update: 2000, indexedRatio: 2 };

function startEngine(dbPath: string | undefined): Promise<{ child: ChildProcess; port: number }> {
  const args = [ENGINE_BIN, '--port', '0', ...(dbPath ? ['--dbpath', dbPath] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`engine exited (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const m = /listening on port (\d+)/.exec(line);
      if (m) resolve({ child, port: Number(m[1]) });
    });
  });
}

/** Runs `total` operations with `concurrency` in flight; returns operations per second. */
async function measure(
  total: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await op(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return total / seconds;
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const userSchema = new Schema({
  email: { type: String, required: true, unique: true },
  fullName: String,
  age: Number,
  city: String,
});

async function main(): Promise<void> {
  const memory = process.argv.includes('--memory');
  const dir = memory ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
  const { child, port } = await startEngine(dir);
  const conn = mongoose.createConnection(`mongodb://127.0.0.1:${port}/`, {
    dbName: 'bench',
    maxPoolSize: 16,
  });
  await conn.asPromise();
  const User = conn.model('User', userSchema);
  await User.init();
  const ids: Types.ObjectId[] = [];
  let seq = 0;
  const newUser = () => {
    const i = seq++;
    return { email: `user${i}@example.in`, fullName: `User ${i}`, age: 18 + (i % 60), city: `c${i % 100}` };
  };
  const pick = () => ids[Math.floor(Math.random() * ids.length)] as Types.ObjectId;
  const rows: [string, number, number][] = [];
  const record = (label: string, concurrency: number, rate: number) => {
    rows.push([label, concurrency, rate]);
    console.log(
      `${label.padEnd(38)} c=${String(concurrency).padEnd(2)} ${Math.round(rate).toString().padStart(7)} ops/s`,
    );
  };

  console.log(
    `embedded engine on port ${port}, ${memory ? 'in memory' : `data in ${dir}`}; ${OPS} ops per figure\n`,
  );
  await measure(500, 8, async () => ids.push((await User.create(newUser()))._id)); // warm-up
  for (const c of CONCURRENCY) {
    record(
      'insert (Model.create)',
      c,
      await measure(OPS, c, async () => ids.push((await User.create(newUser()))._id)),
    );
  }
  for (const c of CONCURRENCY) {
    record('findById lean', c, await measure(OPS, c, () => User.findById(pick()).lean()));
  }
  for (const c of CONCURRENCY) {
    record(
      'updateOne ($inc by _id)',
      c,
      await measure(OPS, c, () => User.updateOne({ _id: pick() }, { $inc: { age: 1 } })),
    );
  }

  while (seq < POPULATION) {
    const batch = Array.from({ length: Math.min(5000, POPULATION - seq) }, newUser);
    const inserted = await User.insertMany(batch, { lean: true });
    for (const doc of inserted) ids.push(doc._id as Types.ObjectId);
  }
  const count = await User.estimatedDocumentCount();
  console.log(`\npopulated: ${count} users`);
  const randomEmail = () => `user${Math.floor(Math.random() * seq)}@example.in`;
  // Interleaved rounds, median per kind: a busy machine then affects both sides alike.
  const ratios: number[] = [];
  for (const c of CONCURRENCY) {
    const byId: number[] = [];
    const byEmail: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      byId.push(await measure(OPS / ROUNDS, c, () => User.findById(pick()).lean()));
      byEmail.push(await measure(OPS / ROUNDS, c, () => User.findOne({ email: randomEmail() }).lean()));
    }
    record(`findOne lean by _id among ${count}`, c, median(byId));
    record(`findOne lean by email among ${count}`, c, median(byEmail));
    ratios.push(median(byId) / median(byEmail));
  }

  await conn.close();
  child.kill('SIGINT');
  await new Promise((r) => child.once('exit', r));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });

  const best = (label: string) => Math.max(...rows.filter((r) => r[0].startsWith(label)).map((r) => r[2]));
  const worstRatio = Math.max(...ratios);
  const verdict = (ok: boolean) => (ok ? 'meets target' : 'BELOW TARGET');
  console.log('\nagainst the targets (best concurrency):');
  console.log(
    `  inserts/s        ${Math.round(best('insert'))} (target ≥ ${TARGETS.insert}) ${verdict(best('insert') >= TARGETS.insert)}`,
  );
  console.log(
    `  findById lean/s  ${Math.round(best('findById'))} (target ≥ ${TARGETS.findById}) ${verdict(best('findById') >= TARGETS.findById)}`,
  );
  console.log(
    `  updateOne/s      ${Math.round(best('updateOne'))} (target ≥ ${TARGETS.update}) ${verdict(best('updateOne') >= TARGETS.update)}`,
  );
  console.log(
    `  indexed vs _id   ${worstRatio.toFixed(2)}× the _id time at worst (target ≤ ${TARGETS.indexedRatio}×) ${verdict(worstRatio <= TARGETS.indexedRatio)}`,
  );
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
