// One client connection: frames in, commands dispatched in order, replies out.
import type { Socket } from 'node:net';
import type { ConnectionState, ServerState } from './commands/context';
import { dispatch } from './commands/dispatch';
import { type Doc, isPlainObject } from './storage/values';
import {
  encodeOpMsg,
  encodeOpReply,
  type Message,
  MessageSplitter,
  MSG_MORE_TO_COME,
  OP_COMPRESSED,
  OP_MSG,
  OP_QUERY,
  ProtocolError,
  parseOpMsg,
  parseOpQuery,
} from './wire/framing';

export interface Durability {
  /** Resolves when this command's changes reached the OS (before it is acknowledged). */
  commit(): Promise<void>;
  /** Resolves when they are on disk (j: true). */
  sync(): Promise<void>;
}

const TLS_HANDSHAKE = 0x16;

export class Connection {
  private readonly splitter = new MessageSplitter();
  private readonly state: ConnectionState;
  private nextRequestId = 1;
  private queue: Promise<void> | undefined;
  private first = true;

  constructor(
    private readonly socket: Socket,
    private readonly server: ServerState,
    private readonly durability: Durability | undefined,
    id: number,
  ) {
    this.state = { id, handshakeDone: false };
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.onData(chunk));
    socket.on('error', () => socket.destroy());
  }

  private onData(chunk: Buffer): void {
    if (this.first) {
      this.first = false;
      if (chunk[0] === TLS_HANDSHAKE) {
        this.server.warn(
          'TLS: not supported by the embedded development server; set MONGODB_URI to use a real MongoDB (connection closed)',
        );
        this.socket.destroy();
        return;
      }
    }
    let messages: Message[];
    try {
      messages = this.splitter.push(chunk);
    } catch (err) {
      this.protocolFailure(err);
      return;
    }
    for (const msg of messages) {
      // Keep replies in request order when one waits for the log (group commit, or fsync for j: true).
      if (this.queue) this.enqueue(this.queue.then(() => this.handle(msg)));
      else {
        const pending = this.handle(msg);
        if (pending) this.enqueue(pending);
      }
    }
  }

  private enqueue(p: Promise<void>): void {
    const q = p.catch((err) => this.protocolFailure(err));
    this.queue = q;
    void q.finally(() => {
      if (this.queue === q) this.queue = undefined;
    });
  }

  private protocolFailure(err: unknown): void {
    this.server.warn(`closing connection ${this.state.id}: ${(err as Error).message}`);
    this.socket.destroy();
  }

  private send(buf: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(buf);
  }

  private handle(msg: Message): Promise<void> | undefined {
    if (this.socket.destroyed) return undefined;
    try {
      if (msg.opCode === OP_MSG) return this.handleMsg(msg);
      if (msg.opCode === OP_QUERY) return this.handleQuery(msg);
      if (msg.opCode === OP_COMPRESSED)
        throw new ProtocolError(
          'Network compression: not supported by the embedded development server; set MONGODB_URI',
        );
      throw new ProtocolError(`unsupported opcode ${msg.opCode}`);
    } catch (err) {
      this.protocolFailure(err);
      return undefined;
    }
  }

  private run(cmd: Doc, db: string): { reply: Doc | Buffer; wait?: Promise<void> } {
    const out = dispatch(cmd, { server: this.server, connection: this.state, db });
    if (out.wrote && this.durability) {
      return { reply: out.reply, wait: out.journaled ? this.durability.sync() : this.durability.commit() };
    }
    return { reply: out.reply };
  }

  private handleMsg(msg: Message): Promise<void> | undefined {
    const { flags, body } = parseOpMsg(msg.data);
    const db = typeof body.$db === 'string' ? body.$db : '';
    const { reply, wait } = db
      ? this.run(body, db)
      : {
          reply: {
            ok: 0,
            errmsg: 'OP_MSG requests require a $db argument',
            code: 40571,
            codeName: 'Location40571',
          } as Doc,
          wait: undefined,
        };
    if (flags & MSG_MORE_TO_COME) return wait;
    const respond = () => this.send(encodeOpMsg(this.nextRequestId++, msg.requestId, reply));
    if (wait) return wait.then(respond);
    respond();
    return undefined;
  }

  /** Legacy OP_QUERY: only commands on <db>.$cmd, which drivers use for the first handshake. */
  private handleQuery(msg: Message): Promise<void> | undefined {
    const { collection, query } = parseOpQuery(msg.data);
    if (!collection.endsWith('.$cmd')) {
      const reply = { $err: 'OP_QUERY is no longer supported except for commands', code: 5739101, ok: 0 };
      this.send(encodeOpReply(this.nextRequestId++, msg.requestId, reply));
      return undefined;
    }
    const cmd = isPlainObject(query.$query) ? query.$query : query;
    const out = this.run(cmd, collection.slice(0, -5));
    const reply = Buffer.isBuffer(out.reply)
      ? { ok: 0, errmsg: 'cursor commands require OP_MSG', code: 5739101 }
      : out.reply;
    const respond = () => this.send(encodeOpReply(this.nextRequestId++, msg.requestId, reply));
    if (out.wait) return out.wait.then(respond);
    respond();
    return undefined;
  }
}
