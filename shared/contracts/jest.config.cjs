const base = require('../../config/jest/node.cjs')(__dirname);

// typebox 1 is ESM-only: swc compiles it to CommonJS for jest, as the preset does for ky.
module.exports = { ...base, transformIgnorePatterns: ['/node_modules/(?!(ky|typebox)/)'] };
