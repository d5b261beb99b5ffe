import { fail, notSupported } from '../errors';
import { MAX_BSON_SIZE } from '../storage/collection';
import { type Doc, isPlainObject } from '../storage/values';
import { MAX_MESSAGE_SIZE } from '../wire/framing';
import type { CommandContext, CommandDef } from './context';
import { checkDriver } from './driver-check';

/** The MongoDB release production runs (7.0, wire version 21). */
export const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

function helloReply(ctx: CommandContext, legacy: boolean, helloOk: boolean): Doc {
  const reply: Doc = legacy ? { ismaster: true } : { isWritablePrimary: true };
  if (helloOk) reply.helloOk = true;
  return {
    ...reply,
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connection.id,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  };
}

function hello(legacy: boolean): CommandDef {
  return {
    fields: [
      'helloOk',
      'client',
      'compression',
      'backpressure',
      'saslSupportedMechs',
      'speculativeAuthenticate',
      'loadBalanced',
      'topologyVersion',
      'maxAwaitTimeMS',
      'hostInfo',
    ],
    run(cmd, ctx) {
      const compressors = Array.isArray(cmd.compression) ? cmd.compression.filter((c) => c !== 'none') : [];
      if (compressors.length > 0) notSupported(`Network compression (${compressors.join(', ')})`);
      if (cmd.saslSupportedMechs !== undefined || cmd.speculativeAuthenticate !== undefined)
        notSupported('Authentication');
      if (cmd.loadBalanced === true) notSupported('Load-balanced mode');
      if (cmd.client !== undefined) {
        if (ctx.connection.handshakeDone)
          fail(
            'ClientMetadataCannotBeMutated',
            'The client metadata document may only be sent in the first hello',
          );
        if (!isPlainObject(cmd.client)) fail('TypeMismatch', "'client' must be an object");
        ctx.connection.client = cmd.client;
        checkDriver(cmd.client, ctx.server.warn);
      }
      ctx.connection.handshakeDone = true;
      return helloReply(ctx, legacy, cmd.helloOk === true);
    },
  };
}

export const handshakeCommands: Record<string, CommandDef> = {
  hello: hello(false),
  isMaster: hello(true),
  ismaster: hello(true),
  ping: { fields: [], run: () => ({}) },
  buildInfo: {
    fields: [],
    run: () => ({
      version: SERVER_VERSION,
      gitVersion: 'embedded-mongo',
      versionArray: [7, 0, 0, 0],
      bits: 64,
      debug: false,
      maxBsonObjectSize: MAX_BSON_SIZE,
      storageEngines: ['embedded'],
      javascriptEngine: 'none',
      modules: [],
      embedded: true,
    }),
  },
  endSessions: { fields: [], run: () => ({}) },
  refreshSessions: { fields: [], run: () => ({}) },
  killAllSessions: { fields: [], run: () => ({}) },
  whatsmyuri: { fields: [], run: () => ({ you: 'embedded' }) },
  connectionStatus: {
    fields: ['showPrivileges'],
    run: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  },
  getCmdLineOpts: {
    fields: [],
    run: (_cmd, ctx) => ({ argv: ['embedded-mongo'], parsed: { net: { port: ctx.server.port } } }),
  },
  getLog: { fields: [], run: () => ({ totalLinesWritten: 0, log: [] }) },
  hostInfo: {
    fields: [],
    run: () => ({
      system: { currentTime: new Date(), hostname: 'localhost' },
      os: { type: process.platform },
      extra: {},
    }),
  },
  serverStatus: {
    fields: ['repl', 'metrics', 'locks', 'opcounters', 'wiredTiger'],
    run: (_cmd, ctx) => ({
      host: 'localhost',
      version: SERVER_VERSION,
      process: 'embedded-mongo',
      pid: process.pid,
      uptime: Math.floor((Date.now() - ctx.server.startedAt.getTime()) / 1000),
      localTime: new Date(),
      storageEngine: { name: 'embedded', persistent: ctx.server.persistent },
    }),
  },
};
