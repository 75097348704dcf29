// One jest run over every backend package; @esg/* resolve to their TypeScript sources.
const fs = require('node:fs');
const path = require('node:path');

const moduleNameMapper = {};
for (const group of ['libs', 'services', 'apps']) {
  for (const dir of fs.readdirSync(path.join(__dirname, group))) {
    const pkgFile = path.join(__dirname, group, dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const { name } = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    moduleNameMapper[`^${name.replace('/', '\\/')}$`] = `<rootDir>/${group}/${dir}/src/index.ts`;
  }
}

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/test/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }] },
  moduleNameMapper,
  testTimeout: 30000,
  maxWorkers: 2,
};
