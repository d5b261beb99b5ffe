const preset = require('../config/jest/web.cjs')(__dirname);

// Preact (the islands bundle's runtime, src/islands) ships ES modules only: swc compiles it too.
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(ky|typebox|preact)/)'] };
