// Every workspace with a jest.config.cjs is a project; `npm test -w X` runs one alone.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');
module.exports = {
  // Global options (a project's own config cannot set them when run from here):
  // - a ceiling against hangs for tests and hooks alike (suites start real apps on real databases
  //   on a loaded 2-core machine; jest's 5 s default is too tight for a beforeAll there);
  // - two worker processes, each replaced once it holds 1.5 GB: one in-band process held every
  //   suite's leftovers (4.4 GB), and its long collections stalled the in-process database
  //   engines' 1 s heartbeat, so their apps answered 503 mid-suite.
  testTimeout: 30_000,
  maxWorkers: 2,
  workerIdleMemoryLimit: '1536MB',
  projects: workspaces
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')))
    .map((dir) => `<rootDir>/${dir}`),
};
