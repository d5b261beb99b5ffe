const base = require('../config/jest/web.cjs')(__dirname);

module.exports = {
  ...base,
  // The browser build of tus-js-client, as webpack picks it (package.json "browser"): its URL
  // storage is localStorage, where an upload is found again after a reload.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^tus-js-client$': require.resolve('tus-js-client/lib.es5/browser/index.js'),
  },
};
