const base = require('../../config/jest/node.cjs')(__dirname);
// @fastify/static pulls content-disposition, which ships ESM only: let swc compile it too.
module.exports = { ...base, transformIgnorePatterns: ['/node_modules/(?!(ky|content-disposition|cookie)/)'] };
