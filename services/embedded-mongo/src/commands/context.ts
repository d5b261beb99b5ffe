import type { CursorManager } from '../cursors/cursor-manager';
import type { Catalog } from '../storage/catalog';
import type { Doc } from '../storage/values';

export interface ServerState {
  catalog: Catalog;
  cursors: CursorManager;
  startedAt: Date;
  port: number;
  persistent: boolean;
  warn(message: string): void;
}

export interface ConnectionState {
  id: number;
  handshakeDone: boolean;
  client?: Doc;
}

export interface CommandContext {
  server: ServerState;
  connection: ConnectionState;
  db: string;
}

export type CommandResult = Doc | Buffer;

export interface CommandDef {
  /** Fields this command accepts besides its own name and the generic ones. */
  fields: readonly string[];
  /** Whether it changes data (the log is flushed before the reply). */
  writes?: boolean;
  run(cmd: Doc, ctx: CommandContext): CommandResult;
}
