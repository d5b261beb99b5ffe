// Preset for browser workspaces (shell, remotes, shared UI packages).
const path = require('node:path');
module.exports = (dir) => ({
  rootDir: dir,
  displayName: path.basename(dir),
  testEnvironment: path.join(__dirname, 'jsdom-fetch-environment.cjs'),
  transform: { '^.+\\.(t|j|mj)sx?$': require('./swc.cjs') },
  // typebox 1 is ESM-only (contracts' schemas): swc compiles it to CommonJS for jest, as it does ky.
  transformIgnorePatterns: ['/node_modules/(?!(ky|typebox)/)'],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.ts')],
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.cjs') },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
