// Every workspace with a jest.config.cjs is a project; `npm test -w X` runs one alone.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');
module.exports = {
  projects: workspaces
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')))
    .map((dir) => `<rootDir>/${dir}`),
};
