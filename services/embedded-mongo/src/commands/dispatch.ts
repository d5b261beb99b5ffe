import { fail, type MongoCommandError, notSupported, toCommandError } from '../errors';
import type { Doc } from '../storage/values';
import type { CommandContext, CommandResult } from './context';
import { checkFieldNames } from './dispatch-fields';
import { REFUSED_COMMANDS, refuseTransaction } from './refusals';
import { COMMANDS } from './registry';

/** Fields any command may carry: routing, sessions, concerns, API versioning. */
const GENERIC_FIELDS = [
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'txnNumber',
];

const allowedFields = new Map<string, Set<string>>(
  Object.entries(COMMANDS).map(([name, def]) => [name, new Set([name, ...GENERIC_FIELDS, ...def.fields])]),
);

export interface Dispatched {
  reply: CommandResult;
  /** The command changed data: the log must reach the OS before the reply is sent. */
  wrote: boolean;
  /** The client asked for journaled acknowledgement (j: true). */
  journaled: boolean;
}

function checkWriteConcern(cmd: Doc): boolean {
  const wc = cmd.writeConcern as { w?: unknown; j?: unknown } | undefined;
  if (wc && typeof wc.w === 'number' && wc.w > 1)
    fail('BadValue', "cannot use 'w' > 1 on a standalone server");
  return wc?.j === true;
}

export function dispatch(cmd: Doc, ctx: CommandContext): Dispatched {
  const name = Object.keys(cmd)[0] ?? '';
  try {
    const def = COMMANDS[name];
    if (!def) {
      const refused = REFUSED_COMMANDS[name];
      if (refused === 'Transactions') refuseTransaction();
      if (refused) notSupported(refused);
      fail('CommandNotFound', `no such command: '${name}'`);
    }
    if (cmd.startTransaction !== undefined || cmd.autocommit !== undefined) refuseTransaction();
    checkFieldNames(name, cmd, allowedFields.get(name) as Set<string>);
    const journaled = checkWriteConcern(cmd);
    const reply = def.run(cmd, ctx);
    if (!Buffer.isBuffer(reply) && reply.ok === undefined) reply.ok = 1;
    return { reply, wrote: def.writes === true, journaled };
  } catch (err) {
    const e: MongoCommandError = toCommandError(err);
    return { reply: e.toReply(), wrote: isWriteCommand(name), journaled: false };
  }
}

// A failed write command may still have written part of its batch.
function isWriteCommand(name: string): boolean {
  return COMMANDS[name]?.writes === true;
}
