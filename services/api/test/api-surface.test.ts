import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  openApiDocument,
  openApiText,
  routeTable,
  SNAPSHOT_FILE,
  SURFACE_CONFIG,
  withRouteTable,
} from '../src/docs/api-surface';
import { databaseConnected } from './helpers';
import { useTestApp } from './support/test-app';

/**
 * The committed texts that describe the API's surface follow the app: the OpenAPI snapshot and the
 * README's table of every route. A route added, removed or changed (path, access level, schema,
 * summary) fails here until they are regenerated on purpose.
 */
const API_DIR = join(__dirname, '..');
const REGENERATE =
  'Run `npm run api-docs -w @premieres/api` (it rebuilds the app on an in-memory database and rewrites ' +
  `services/api/${SNAPSHOT_FILE} and the route table in services/api/README.md), review the diff, and commit both.`;

const api = useTestApp({ config: SURFACE_CONFIG });

describe('the API surface', () => {
  it('serves the OpenAPI document committed in the snapshot', async () => {
    const committed = readFileSync(join(API_DIR, SNAPSHOT_FILE), 'utf8');
    const current = openApiText(await openApiDocument(api.app));
    if (current !== committed) throw new Error(`The OpenAPI document changed. ${REGENERATE}`);
  });

  it('lists every registered route in the README', async () => {
    // The previous test's document build can outlast the database heartbeat on a loaded machine.
    await databaseConnected(api.app);
    const readme = readFileSync(join(API_DIR, 'README.md'), 'utf8');
    const current = withRouteTable(readme, routeTable(api.app, await openApiDocument(api.app)));
    if (current !== readme)
      throw new Error(`The README's route table no longer matches the routes. ${REGENERATE}`);
  });
});
