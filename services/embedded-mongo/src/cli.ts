// `embedded-mongo --port 27017 --dbpath .data/db`: mongod's own flags, so any client or tool
// (mongodb-memory-server included) can start and use it like a mongod.
import { parseArgs } from 'node:util';
import { SERVER_VERSION } from './commands/handshake';
import { EmbeddedMongoServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dbpath: { type: 'string' },
    bind_ip: { type: 'string' },
    storageEngine: { type: 'string' },
    noauth: { type: 'boolean' },
    auth: { type: 'boolean' },
    replSet: { type: 'string' },
    version: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});

function refuse(feature: string): never {
  process.stderr.write(
    `embedded-mongo: ${feature}: not supported by the embedded development server; set MONGODB_URI to use a real MongoDB\n`,
  );
  process.exit(2);
}

if (values.help) {
  process.stdout.write(
    'usage: embedded-mongo [--port <port>] [--dbpath <dir>] [--bind_ip <host>]\n  without --dbpath data stays in memory; --port 0 picks a free port\n',
  );
  process.exit(0);
}
if (values.version) {
  process.stdout.write(
    `db version v${SERVER_VERSION}\nembedded-mongo: MongoDB-compatible development server\n`,
  );
  process.exit(0);
}
if (values.auth) refuse('Authentication (--auth)');
if (values.replSet) refuse('Replica sets (--replSet)');

const server = new EmbeddedMongoServer({
  port: values.port ? Number.parseInt(values.port, 10) : 27017,
  dbPath: values.dbpath,
  host: values.bind_ip?.split(',')[0],
});

server.start().then(
  ({ port }) => {
    const where = values.dbpath ? `data in ${values.dbpath}` : 'in memory';
    process.stdout.write(`embedded-mongo listening on port ${port}; waiting for connections (${where})\n`);
    const shutdown = () => {
      server.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  },
  (err: Error) => {
    process.stderr.write(`embedded-mongo: ${err.message}\n`);
    process.exit(1);
  },
);
