// Preset for Node workspaces (API, engine, gateway, pure packages).
const path = require('node:path');
module.exports = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)sx?$': require('./swc.cjs') },
  // ky and typebox 1 (@premieres/contracts) ship ESM only: swc compiles them for jest.
  transformIgnorePatterns: ['/node_modules/(?!(ky|typebox)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
});
