const base = require('../../config/jest/node.cjs')(__dirname);

// ESM-only packages that jest on Node 20 cannot require: cookie 2 (loaded through a dynamic
// import() in @fastify/cookie), typebox 1, and content-disposition 3 (@fastify/static, used by
// the docs UI), file-type 21 and its tokenizer packages, agenda 6 and its MongoDB backend, the tus server
// (@tus/*) and its srvx adapter. swc compiles them to CommonJS, as the
// preset does for ky.
module.exports = {
  ...base,
  // Each suite starts a real app on a real database; on a loaded 2-core CI machine that alone can
  // pass jest's 5 s default for a hook. This is a ceiling against hangs, not a performance claim.
  testTimeout: 30_000,
  setupFiles: ['<rootDir>/test/support/in-process-database.ts'],
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|cookie|@fastify/cookie|typebox|content-disposition|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|agenda|@agendajs|@tus|srvx)/)',
  ],
};
