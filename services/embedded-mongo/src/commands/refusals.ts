// What the engine deliberately does not do, refused with an error that names the feature.
import { CODES, notSupported } from '../errors';
import { type Doc, isPlainObject, typeRank } from '../storage/values';

const AUTH = 'Authentication';
export const REFUSED_COMMANDS: Record<string, string> = {
  saslStart: AUTH,
  saslContinue: AUTH,
  authenticate: AUTH,
  createUser: 'User management',
  updateUser: 'User management',
  dropUser: 'User management',
  usersInfo: 'User management',
  createRole: 'Role management',
  explain: 'explain',
  mapReduce: 'mapReduce (server-side JavaScript)',
  eval: 'Server-side JavaScript',
  $eval: 'Server-side JavaScript',
  geoSearch: 'Geospatial queries',
  commitTransaction: 'Transactions',
  abortTransaction: 'Transactions',
  collMod: 'collMod',
  compact: 'compact',
  replSetGetStatus: 'Replica sets',
  replSetInitiate: 'Replica sets',
  shardCollection: 'Sharding',
  enableSharding: 'Sharding',
  validate: 'validate',
  setFeatureCompatibilityVersion: 'setFeatureCompatibilityVersion',
  createSearchIndexes: 'Atlas Search',
  bulkWrite: 'The bulkWrite command (MongoDB 8.0)',
};

const REFUSED_OPERATORS: Record<string, string> = {
  $where: 'JavaScript in queries ($where)',
  $function: 'JavaScript in expressions ($function)',
  $accumulator: 'JavaScript in expressions ($accumulator)',
  $text: '$text search',
  $near: 'Geospatial queries ($near)',
  $nearSphere: 'Geospatial queries ($nearSphere)',
  $geoWithin: 'Geospatial queries ($geoWithin)',
  $geoIntersects: 'Geospatial queries ($geoIntersects)',
  $within: 'Geospatial queries ($within)',
  $jsonSchema: '$jsonSchema validation',
};

const REFUSED_STAGES: Record<string, string> = {
  $out: 'The $out aggregation stage',
  $merge: 'The $merge aggregation stage',
  $changeStream: 'Change streams',
  $changeStreamSplitLargeEvent: 'Change streams',
  $geoNear: 'Geospatial queries ($geoNear)',
  $search: 'Atlas Search ($search)',
  $searchMeta: 'Atlas Search ($searchMeta)',
  $vectorSearch: 'Atlas Vector Search',
  $collStats: 'The $collStats stage',
  $indexStats: 'The $indexStats stage',
  $currentOp: 'The $currentOp stage',
  $listSessions: 'The $listSessions stage',
  $listLocalSessions: 'The $listLocalSessions stage',
  $planCacheStats: 'The $planCacheStats stage',
};

function walk(value: unknown, visit: (key: string) => void): void {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, visit);
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      visit(k);
      walk(v, visit);
    }
  } else if (typeRank(value) === 14) {
    notSupported('JavaScript code values');
  }
}

export function checkFilter(filter: unknown): void {
  walk(filter, (key) => {
    const refused = REFUSED_OPERATORS[key];
    if (refused) notSupported(refused);
  });
}

export function checkPipeline(pipeline: unknown[]): void {
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) continue;
    const name = Object.keys(stage)[0] ?? '';
    const refused = REFUSED_STAGES[name];
    if (refused) notSupported(refused);
  }
  walk(pipeline, (key) => {
    const refused = REFUSED_OPERATORS[key] ?? REFUSED_STAGES[key];
    if (refused) notSupported(refused);
  });
}

/** A standalone mongod refuses transactions with IllegalOperation (20); so does this server. */
export function refuseTransaction(): never {
  return notSupported(
    'Transactions (a standalone server has no transactions; they need a replica set)',
    CODES.IllegalOperation,
  );
}

function hasString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(hasString);
  if (isPlainObject(value)) return Object.values(value).some(hasString);
  return false;
}

function isSimpleCollation(collation: unknown): boolean {
  return isPlainObject(collation) && collation.locale === 'simple';
}

/** Collation is honoured for sorting only: refused wherever it would change which documents match. */
export function checkCollation(cmd: Doc, where: 'sort-only' | 'none', filter?: unknown): void {
  const collation = cmd.collation;
  if (collation === undefined || isSimpleCollation(collation)) return;
  if (where === 'none' || hasString(filter)) notSupported('Collation outside sorting');
}
