const base = require('../../config/jest/node.cjs')(__dirname);
// @fastify/static pulls content-disposition, and @premieres/contracts typebox 1: both ship ESM
// only, so swc compiles them too.
module.exports = {
  ...base,
  transformIgnorePatterns: ['/node_modules/(?!(ky|content-disposition|cookie|typebox)/)'],
};
