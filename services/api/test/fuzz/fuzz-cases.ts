import type { InjectOptions } from 'fastify';
import type { FuzzRoute } from './openapi-routes';

export interface FuzzCase {
  name: string;
  request: InjectOptions;
}

/** Values that stand for a real resource where a case fuzzes something else. */
export interface Anchors {
  /** Syntactically valid, unknown id: the request reaches the handler, nothing is found. */
  id: string;
  /** An existing media file (bucket/name), so Range headers reach the byte-range code. */
  media: { bucket: string; name: string };
}

const MB = 1024 * 1024;
const bigJson = (bytes: number) => `{"x":"${'a'.repeat(bytes)}"}`;
const BIG_2MB = bigJson(2 * MB);
const BIG_20MB = bigJson(20 * MB);

const OPERATORS: [string, unknown][] = [
  ['$gt', { $gt: '' }],
  ['$ne', { $ne: null }],
  ['$where', { $where: 'sleep(1000) || true' }],
  ['$regex', { $regex: '.*' }],
  ['$in array', [{ $gt: '' }]],
];
const WRONG_TYPES: [string, unknown][] = [
  ['object', {}],
  ['number', 12345],
  ['boolean', true],
  ['null', null],
  ['long string', 'x'.repeat(5000)],
];
function sameJsonType(label: string, type: string | undefined): boolean {
  if (label === 'number') return type === 'number' || type === 'integer';
  return label === type;
}

const QUERY_VALUES = [
  'x[$gt]=',
  'x[$where]=1',
  'x=%7B%22%24gt%22%3A%22%22%7D',
  'x=%24where',
  'x=a&x=b',
  'x=-1',
  'x=0',
  'x=99999999999999999999',
  'x=1e308',
  'x=NaN',
  'x=%00',
];
const PATH_VALUES = [
  '%7B%22%24gt%22%3A%22%22%7D',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  '-1',
  '99999999999999999999',
  'a'.repeat(400),
  '%00',
];
const RANGES = [
  'bytes=abc',
  'bytes=5-1',
  'bytes=99999999999999999999-',
  'bytes=-0',
  'bytes=--1',
  'items=0-1',
  'bytes=0-1,'.repeat(300),
  'bytes= 0 - 1',
  'bytes=-99999999999999999999',
  'bytes',
];

function fillPath(route: FuzzRoute, anchors: Anchors, override?: [string, string]): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    if (override && override[0] === name) return override[1];
    if (name === 'bucket') return anchors.media.bucket;
    if (name === 'name') return anchors.media.name;
    return anchors.id;
  });
}

const json = (payload: string): Pick<InjectOptions, 'payload' | 'headers'> => ({
  payload,
  headers: { 'content-type': 'application/json' },
});

/** Every bad-input case of one route. */
export function casesFor(route: FuzzRoute, anchors: Anchors): FuzzCase[] {
  const { method } = route;
  const url = fillPath(route, anchors);
  const cases: FuzzCase[] = [];
  const add = (name: string, request: Omit<InjectOptions, 'method'>) =>
    cases.push({ name, request: { method: method as InjectOptions['method'], ...request } });

  if (route.hasBody) {
    add('malformed JSON', { url, ...json('{"a":') });
    add('JSON array body', { url, ...json('[{"$gt":""}]') });
    add('JSON null body', { url, ...json('null') });
    add('__proto__ key', { url, ...json('{"__proto__":{"polluted":true}}') });
    add('constructor.prototype key', { url, ...json('{"constructor":{"prototype":{"polluted":true}}}') });
    add('text body', { url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    add('2 MB body', { url, ...json(BIG_2MB) });
    add('20 MB body', { url, ...json(BIG_20MB) });
    for (const field of route.bodyFields) {
      // A value of the field's own type is not bad input (true for a boolean switch).
      const wrongTypes = WRONG_TYPES.filter(([label]) => !sameJsonType(label, field.type));
      for (const [label, value] of [...OPERATORS, ...wrongTypes]) {
        add(`body ${field.name} ${label}`, { url, ...json(JSON.stringify({ [field.name]: value })) });
      }
    }
  }
  const names = [...route.queryParams.map((q) => q.name), 'page', 'limit'];
  for (const name of new Set(names)) {
    for (const value of QUERY_VALUES) {
      add(`query ${name} ${value}`, { url: `${url}?${value.replace(/(^|&)x/g, `$1${name}`)}` });
    }
  }
  add('query __proto__', { url: `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1` });
  for (const param of route.pathParams) {
    for (const value of PATH_VALUES) {
      add(`path ${param} ${value.slice(0, 30)}`, { url: fillPath(route, anchors, [param, value]) });
    }
  }
  if (route.url.startsWith('/media/')) {
    for (const range of RANGES) add(`Range ${range.slice(0, 30)}`, { url, headers: { range } });
    add('traversal in the name', { url: `/media/${anchors.media.bucket}/..%2F..%2Fpackage.json` });
    add('traversal in the bucket', { url: `/media/..%2F..%2F/${anchors.media.name}` });
  }
  return cases;
}
