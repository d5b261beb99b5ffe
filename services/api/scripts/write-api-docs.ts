// `npm run api-docs -w @premieres/api`: builds the app on an in-memory database and rewrites the
// OpenAPI snapshot and the README's route table from what it registered. Review the diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongo } from '@premieres/embedded-mongo';
import { buildApp } from '../src/app';
import {
  openApiDocument,
  openApiText,
  routeTable,
  SNAPSHOT_FILE,
  SURFACE_CONFIG,
  withRouteTable,
} from '../src/docs/api-surface';

const API_DIR = join(__dirname, '..');

async function main(): Promise<void> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const app = await buildApp({
    mongoUri: `${mongo.uri}api_docs`,
    config: {
      ...SURFACE_CONFIG,
      // The engine shares this process's event loop: the in-process wait (db/connection.ts).
      dbBackend: 'embedded',
    },
  });
  try {
    await app.ready();
    // Compiling every route's schemas can outlast the 1 s heartbeat: the driver reports the
    // connection lost for a moment (the docs route answers 503) and back within the next beat.
    for (let i = 0; i < 100 && app.db.readyState !== 1; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const document = await openApiDocument(app);
    writeFileSync(join(API_DIR, SNAPSHOT_FILE), openApiText(document));
    const readmeFile = join(API_DIR, 'README.md');
    writeFileSync(readmeFile, withRouteTable(readFileSync(readmeFile, 'utf8'), routeTable(app, document)));
    console.log(`wrote services/api/${SNAPSHOT_FILE} and the route table in services/api/README.md`);
  } finally {
    await app.close();
    await mongo.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
