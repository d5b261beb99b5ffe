import { IN_PROCESS_DB_TIMEOUT_MS } from '../../src/db/connection';

// Suites run the embedded engine inside the jest worker (test/helpers.ts), sharing its event loop:
// they wait as the gateway's in-process engine does (db/connection.ts). A suite that starts the
// API as its own process passes its own environment, so it keeps the production default.
process.env.DB_TIMEOUT_MS ??= String(IN_PROCESS_DB_TIMEOUT_MS);
