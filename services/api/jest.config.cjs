const base = require('../../config/jest/node.cjs')(__dirname);

// ESM-only packages that jest on Node 20 cannot require: cookie 2 (loaded through a dynamic
// import() in @fastify/cookie), typebox 1, and content-disposition 3 (@fastify/static, used by
// the docs UI), file-type 21 and its tokenizer packages, agenda 6 and its MongoDB backend. swc compiles them to CommonJS, as the
// preset does for ky.
module.exports = {
  ...base,
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|cookie|@fastify/cookie|typebox|content-disposition|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|agenda|@agendajs)/)',
  ],
};
