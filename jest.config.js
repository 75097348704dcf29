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

/** Packages whose current majors ship ES modules only (and their ES-only dependencies). */
const ESM_ONLY = [
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
];

// file-type exports its Node entry under the `import` / `module-sync` conditions only, which jest does not ask for.
moduleNameMapper['^file-type$'] = '<rootDir>/node_modules/file-type/index.js';

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/services', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swc, sourceMaps: 'inline' }],
    // ESM-only packages (docs/adr/0015): Node 20.19+ loads them with require() at run time, jest's module
    // system does not, so their files are compiled to CommonJS for the tests only.
    '^.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleNameMapper,
  // Suites start whole hosts (migrations, reference data, seeds) in beforeAll: generous on a busy machine.
  testTimeout: 60000,
  maxWorkers: 2,
};
