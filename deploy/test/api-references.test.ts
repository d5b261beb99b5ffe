import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_SCHEMA } from '../../services/api/src/config/env-schema';
import { startTestApp, startTestDb, type TestDb } from '../../services/api/test/helpers';
import { composeFile, DEPLOY, type K8sObject, kubernetesObjects } from './manifests';

/**
 * The manifests against the API itself: every variable they set is one the API reads (env-schema),
 * the ones production needs are set (keys from the Secret), the probes name routes the API has,
 * and nginx's upstream host is the name compose and Kubernetes give the API.
 */

const KNOWN = new Set(Object.keys(ENV_SCHEMA.properties));
// Production refuses to start without these (config.ts); the seeded admin needs its password.
const REQUIRED_IN_PRODUCTION = ['NODE_ENV', 'MONGODB_URI', 'JWT_SECRET', 'ADMIN_PASSWORD'];
const SECRET_KEYS = ['MONGODB_URI', 'JWT_SECRET', 'ADMIN_PASSWORD', 'REDIS_URL', 'SMTP_URL'];

const objects = kubernetesObjects().map((o) => o.object);
const byKind = (kind: string, name: string): K8sObject | undefined =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);
const apiDeployment = byKind('Deployment', 'premieres-api');
const apiContainer = apiDeployment?.spec.template.spec.containers[0];

/** Every variable the API container gets, and where from. */
function kubernetesEnvironment(): Map<string, 'ConfigMap' | 'Secret'> {
  const env = new Map<string, 'ConfigMap' | 'Secret'>();
  for (const from of apiContainer.envFrom as {
    configMapRef?: { name: string };
    secretRef?: { name: string };
  }[]) {
    const source = from.configMapRef
      ? byKind('ConfigMap', from.configMapRef.name)
      : byKind('Secret', from.secretRef?.name ?? '');
    if (!source) throw new Error(`envFrom names a missing object: ${JSON.stringify(from)}`);
    for (const key of Object.keys(source.data ?? source.stringData ?? {}))
      env.set(key, source.kind as 'ConfigMap' | 'Secret');
  }
  return env;
}

describe('Kubernetes', () => {
  const env = kubernetesEnvironment();

  it('sets only variables the API knows (services/api/src/config/env-schema.ts)', () => {
    expect([...env.keys()].filter((key) => !KNOWN.has(key))).toEqual([]);
  });

  it('sets every variable production needs, the keys from the Secret', () => {
    for (const key of REQUIRED_IN_PRODUCTION) expect(env.has(key)).toBe(true);
    for (const key of SECRET_KEYS) expect([key, env.get(key)]).toEqual([key, 'Secret']);
  });

  it('the graceful shutdown deadline fits in the pod termination grace period', () => {
    const config = byKind('ConfigMap', 'premieres-api')?.data ?? {};
    const grace = apiDeployment?.spec.template.spec.terminationGracePeriodSeconds * 1000;
    expect(Number(config.SHUTDOWN_TIMEOUT_MS)).toBeLessThan(grace);
  });
});

describe('compose', () => {
  const services = (composeFile() as { services: Record<string, { environment?: Record<string, string> }> })
    .services;

  it('sets only variables the API knows, and every one production needs', () => {
    const keys = Object.keys(services.api?.environment ?? {});
    expect(keys.filter((key) => !KNOWN.has(key))).toEqual([]);
    for (const key of REQUIRED_IN_PRODUCTION) expect(keys).toContain(key);
  });
});

describe('nginx', () => {
  it('proxies to the host name compose and Kubernetes give the API', () => {
    const conf = readFileSync(join(DEPLOY, 'nginx/premieres.conf'), 'utf8');
    const host = /upstream premieres_api \{[^}]*?server ([\w.-]+):3000/.exec(conf)?.[1];
    expect(host).toBe('api');
    expect(Object.keys((composeFile() as { services: object }).services)).toContain(host);
    expect(byKind('Service', host ?? '')?.spec.ports[0].port).toBe(3000);
  });
});

describe('probes', () => {
  let db: TestDb;
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    db = await startTestDb();
    app = await startTestApp(db.uri);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.stop();
  });

  it('every httpGet probe of the API names a public route of the API that answers 200', async () => {
    const paths = ['readinessProbe', 'livenessProbe', 'startupProbe']
      .map((probe) => apiContainer[probe]?.httpGet?.path)
      .filter(Boolean) as string[];
    expect(paths).toEqual(expect.arrayContaining(['/api/ready', '/api/health']));
    for (const path of paths) {
      expect(app.apiRoutes).toContainEqual({ method: 'GET', url: path, access: 'anon' });
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
  });
});
