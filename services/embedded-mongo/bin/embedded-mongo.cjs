#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so no build step is needed.
require('tsx/cjs');
require('../src/cli.ts');
