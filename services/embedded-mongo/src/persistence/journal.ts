// Append-only change log. Every change is written to the OS before its command is acknowledged
// (a process crash loses nothing acknowledged); fsync runs in small groups like mongod's journal,
// so a power loss can lose the last interval's writes unless the client asked for j: true.
import fs from 'node:fs';
import path from 'node:path';
import type { Catalog } from '../storage/catalog';
import type { ChangeSink } from '../storage/collection';
import type { Doc } from '../storage/values';
import { frame } from './record';
import { replayLog } from './replay';
import { writeSnapshot } from './snapshot';

export const LOG_FILE = 'journal.bson';

export interface JournalOptions {
  /** How often buffered writes are fsynced (mongod's journal commit interval is 100 ms). */
  fsyncIntervalMs?: number;
  /** Compact while running once the log is this large and twice its size after the last compaction. */
  compactMinBytes?: number;
  warn?: (message: string) => void;
}

export class Journal implements ChangeSink {
  private fd: number;
  private pending: Buffer[] = [];
  private unsynced = false;
  private syncing = false;
  private waiters: (() => void)[] = [];
  private committers: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  private commitScheduled = false;
  private timer: NodeJS.Timeout;
  private bytes: number;
  private compactedSize: number;
  private readonly file: string;
  private readonly compactMinBytes: number;

  private constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    opts: JournalOptions,
  ) {
    this.file = path.join(dir, LOG_FILE);
    this.compactMinBytes = opts.compactMinBytes ?? 64 * 1024 * 1024;
    this.compactedSize = this.bytes = writeSnapshot(catalog, this.file);
    this.fd = fs.openSync(this.file, 'a');
    this.timer = setInterval(() => this.fsyncNow(), opts.fsyncIntervalMs ?? 100);
    this.timer.unref();
  }

  /** Replays the log into `catalog`, compacts it, and starts logging the catalog's changes. */
  static open(dir: string, catalog: Catalog, opts: JournalOptions = {}): Journal {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, LOG_FILE);
    if (fs.existsSync(file)) replayLog(fs.readFileSync(file), catalog, opts.warn ?? (() => {}));
    const journal = new Journal(dir, catalog, opts);
    catalog.sink = journal;
    return journal;
  }

  write(entry: Doc): void {
    this.pending.push(frame(entry));
  }

  /** Hands buffered records to the OS; called before a write is acknowledged. */
  flush(): void {
    if (this.pending.length === 0) return;
    const data = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    this.pending = [];
    let off = 0;
    while (off < data.length) off += fs.writeSync(this.fd, data, off);
    this.bytes += data.length;
    this.unsynced = true;
    if (this.bytes > this.compactMinBytes && this.bytes > 2 * this.compactedSize) this.compact();
  }

  /**
   * Resolves once the records buffered so far reached the OS. Commands arriving in the same turn of
   * the event loop share one write (group commit); replies wait for it.
   */
  commit(): Promise<void> {
    if (this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.committers.push({ resolve, reject });
      if (!this.commitScheduled) {
        this.commitScheduled = true;
        setImmediate(() => this.commitNow());
      }
    });
  }

  private commitNow(): void {
    this.commitScheduled = false;
    const done = this.committers;
    this.committers = [];
    try {
      this.flush();
    } catch (err) {
      // Not written means not acknowledged: the connections fail instead of replying.
      for (const c of done) c.reject(err);
      return;
    }
    for (const c of done) c.resolve();
  }

  /** Resolves once everything flushed so far is on disk (write concern j: true). */
  sync(): Promise<void> {
    this.flush();
    if (!this.unsynced && !this.syncing) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      setImmediate(() => this.fsyncNow());
    });
  }

  private fsyncNow(): void {
    if (this.syncing || (!this.unsynced && this.waiters.length === 0)) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.unsynced = false;
    this.syncing = true;
    fs.fsync(this.fd, () => {
      this.syncing = false;
      for (const w of waiters) w();
      if (this.waiters.length) this.fsyncNow();
    });
  }

  /** Rewrites the log as the current state only; atomic through a rename. */
  compact(): void {
    this.flush();
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    this.compactedSize = this.bytes = writeSnapshot(this.catalog, this.file);
    this.fd = fs.openSync(this.file, 'a');
  }

  get size(): number {
    return this.bytes;
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    for (const w of this.waiters) w();
    this.waiters = [];
    for (const c of this.committers) c.resolve();
    this.committers = [];
    if (this.catalog.sink === this) this.catalog.sink = undefined;
  }

  get directory(): string {
    return this.dir;
  }
}
