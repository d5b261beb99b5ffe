const base = require('../config/jest/node.cjs')(__dirname);
const api = require('../services/api/jest.config.cjs');

const modules = '<rootDir>/../node_modules';

// kubernetes-models and its helpers ship ESM only, with `import`-only export maps that jest's
// CommonJS resolution does not follow: map them to their files and let swc compile them. The
// cross-reference test builds the API, so the API's own ESM-only packages are compiled as well.
module.exports = {
  ...base,
  transformIgnorePatterns: [
    api.transformIgnorePatterns[0].replace(
      '(?!(',
      '(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|',
    ),
  ],
  moduleNameMapper: {
    '^kubernetes-models/(.*?)(\\.js)?$': `${modules}/kubernetes-models/$1.js`,
    '^@kubernetes-models/apimachinery/(.*?)(\\.js)?$': `${modules}/@kubernetes-models/apimachinery/$1.js`,
    '^@kubernetes-models/(base|validate)$': `${modules}/@kubernetes-models/$1/dist/index.js`,
    '^(is-cidr|cidr-regex)$': `${modules}/$1/dist/index.js`,
  },
};
