import * as admin from './admin';
import { aggregate } from './aggregate';
import type { CommandDef } from './context';
import { handshakeCommands } from './handshake';
import * as read from './read';
import * as write from './write';

export const COMMANDS: Record<string, CommandDef> = {
  ...handshakeCommands,
  find: read.find,
  getMore: read.getMore,
  killCursors: read.killCursors,
  count: read.count,
  distinct: read.distinct,
  insert: write.insert,
  update: write.update,
  delete: write.remove,
  findAndModify: write.findAndModify,
  findandmodify: write.findAndModify,
  aggregate,
  create: admin.create,
  drop: admin.drop,
  dropDatabase: admin.dropDatabase,
  listCollections: admin.listCollections,
  listDatabases: admin.listDatabases,
  createIndexes: admin.createIndexes,
  listIndexes: admin.listIndexes,
  dropIndexes: admin.dropIndexes,
  deleteIndexes: admin.dropIndexes,
  renameCollection: admin.renameCollection,
  dbStats: admin.dbStats,
};
