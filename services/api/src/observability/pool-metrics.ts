import type { Connection } from 'mongoose';
import { Gauge, type Registry } from 'prom-client';

/**
 * MongoDB connection pool gauges, fed by the driver's pool (CMAP) events: open connections,
 * connections in use, and operations waiting for a connection (the pool's queue depth).
 */
export function registerPoolMetrics(registry: Registry, db: Connection): void {
  const open = new Gauge({
    name: 'mongodb_pool_connections',
    help: 'Open pool connections',
    registers: [registry],
  });
  const inUse = new Gauge({
    name: 'mongodb_pool_connections_in_use',
    help: 'Pool connections checked out by an operation',
    registers: [registry],
  });
  const waiting = new Gauge({
    name: 'mongodb_pool_wait_queue_size',
    help: 'Operations waiting for a pool connection',
    registers: [registry],
  });
  const client = db.getClient();
  client.on('connectionCreated', () => open.inc());
  client.on('connectionClosed', () => open.dec());
  client.on('connectionCheckOutStarted', () => waiting.inc());
  client.on('connectionCheckOutFailed', () => waiting.dec());
  client.on('connectionCheckedOut', () => {
    waiting.dec();
    inUse.inc();
  });
  client.on('connectionCheckedIn', () => inUse.dec());
}
