// `npm run api-docs -w @premieres/api`: builds the app on an in-memory database and rewrites the
// OpenAPI snapshot and the README's route table from what it registered. Review the diff.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongo } from '@premieres/embedded-mongo';
import { buildApp } from '../app';
import {
  openApiDocument,
  openApiText,
  routeTable,
  SNAPSHOT_FILE,
  SURFACE_CONFIG,
  withRouteTable,
} from './api-surface';

const API_DIR = join(__dirname, '..', '..');

async function main(): Promise<void> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const app = await buildApp({ mongoUri: `${mongo.uri}api_docs`, config: SURFACE_CONFIG });
  try {
    await app.ready();
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
