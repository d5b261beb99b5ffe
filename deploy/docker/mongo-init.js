// Runs once (compose service mongo-init): makes the three mongod a replica set. Idempotent.
try {
  rs.status();
  print('replica set rs0 already initiated');
} catch {
  rs.initiate({
    _id: 'rs0',
    members: [
      { _id: 0, host: 'mongo1:27017', priority: 2 },
      { _id: 1, host: 'mongo2:27017', priority: 1 },
      { _id: 2, host: 'mongo3:27017', priority: 1 },
    ],
  });
  print('replica set rs0 initiated');
}
