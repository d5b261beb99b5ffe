import fs from 'node:fs';
import net from 'node:net';
import type { ServerState } from './commands/context';
import { Connection } from './connection';
import { CursorManager } from './cursors/cursor-manager';
import { Journal } from './persistence/journal';
import { lockDataDir } from './persistence/lock';
import { Catalog } from './storage/catalog';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 or undefined picks a free one. */
  port?: number;
  /** Interface to listen on; local only by default. */
  host?: string;
  /** Data directory; without it everything stays in memory. */
  dbPath?: string;
  /** How often TTL indexes are checked (mongod: every 60 s). */
  ttlIntervalMs?: number;
  /** Group fsync interval of the log (mongod's journal: 100 ms). */
  fsyncIntervalMs?: number;
  /** Log size from which it is compacted while running (default 64 MB, and twice its compacted size). */
  compactMinBytes?: number;
  /** Where warnings go; stderr by default. */
  log?: (message: string) => void;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** The engine behind `startEmbeddedMongo`: a catalog, its log, cursors and a TCP listener. */
export class EmbeddedMongoServer {
  readonly catalog = new Catalog();
  readonly cursors = new CursorManager();
  private journal: Journal | undefined;
  private unlock: (() => void) | undefined;
  private readonly tcp = net.createServer();
  private readonly sockets = new Set<net.Socket>();
  private timers: NodeJS.Timeout[] = [];
  private connections = 0;
  private state: ServerState | undefined;

  constructor(private readonly options: EmbeddedMongoOptions = {}) {}

  private warn = (message: string): void => {
    (this.options.log ?? ((m: string) => process.stderr.write(`embedded-mongo: ${m}\n`)))(message);
  };

  async start(): Promise<EmbeddedMongo> {
    const { dbPath } = this.options;
    if (dbPath) {
      this.unlock = lockDataDir(ensureDir(dbPath));
      this.journal = Journal.open(dbPath, this.catalog, {
        fsyncIntervalMs: this.options.fsyncIntervalMs,
        compactMinBytes: this.options.compactMinBytes,
        warn: this.warn,
      });
    }
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      this.tcp.once('error', reject);
      this.tcp.listen(this.options.port ?? 0, host, () => resolve());
    });
    const port = (this.tcp.address() as net.AddressInfo).port;
    const state: ServerState = {
      catalog: this.catalog,
      cursors: this.cursors,
      startedAt: new Date(),
      port,
      persistent: Boolean(dbPath),
      warn: this.warn,
    };
    this.state = state;
    this.tcp.on('connection', (socket) => this.accept(socket, state));
    this.timers.push(setInterval(() => this.expire(), this.options.ttlIntervalMs ?? 60_000));
    this.timers.push(setInterval(() => this.cursors.reap(), 60_000));
    for (const t of this.timers) t.unref();
    const shownHost = host.includes(':') ? `[${host}]` : host;
    return { uri: `mongodb://${shownHost}:${port}/`, port, stop: () => this.stop() };
  }

  private accept(socket: net.Socket, state: ServerState): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    new Connection(socket, state, this.journal, ++this.connections);
  }

  /** Deletes expired documents of every TTL index (also callable from tests). */
  expire(now = Date.now()): number {
    let removed = 0;
    for (const colls of this.catalog.dbs.values())
      for (const coll of colls.values()) removed += coll.expire(now);
    this.journal?.flush();
    return removed;
  }

  get journalSize(): number {
    return this.journal?.size ?? 0;
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.tcp.close(() => resolve()));
    this.journal?.close();
    this.journal = undefined;
    this.unlock?.();
    this.unlock = undefined;
    this.state = undefined;
  }

  get running(): boolean {
    return this.state !== undefined;
  }
}

function ensureDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
