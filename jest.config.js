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

/*
 * Three tiers (docs/testing.md), run cheapest first by `npm test` (`npx jest --selectProjects <tier>`):
 *   unit    - no host and no child process: domain rules, contracts, adapters on temporary files;
 *   service - starts hosts in this process (a harness or startHost), each from the run's seeded
 *             data-folder template (test/jest/global-setup.js, libs/testing host-template.ts);
 *   cluster - starts other processes or needs them: the cluster launcher, Kafka, Redis, containers,
 *             CLIs, ESLint.
 * A spec's tier is read from what it does, so a new spec needs no registration.
 */
const SPEC_ROOTS = ['libs', 'services', 'apps', 'test'];
const CLUSTER =
  /from '(node:)?child_process'|@testcontainers|startRedisServer|redisServerAvailable|startServiceProcess|kafkaAvailable|startKafka|TEST_KAFKA_BROKERS/;
const SERVICE =
  /\bstart(Standalone|Gateway|DataCollection|PortfolioHost|Notifications|Scoring|Reporting|ActionPlans|Host)\(/;

function specFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) specFiles(file, out);
    else if (entry.name.endsWith('.spec.ts') && file.split(path.sep).includes('test')) out.push(file);
  }
  return out;
}

const tiers = { unit: [], service: [], cluster: [] };
for (const file of SPEC_ROOTS.flatMap((root) => specFiles(path.join(__dirname, root)))) {
  const source = fs.readFileSync(file, 'utf8');
  const tier =
    file.includes(`${path.sep}test${path.sep}cluster${path.sep}`) || CLUSTER.test(source)
      ? 'cluster'
      : SERVICE.test(source)
        ? 'service'
        : 'unit';
  tiers[tier].push(file);
}

const shared = {
  testEnvironment: 'node',
  roots: SPEC_ROOTS.map((root) => `<rootDir>/${root}`),
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
};

// Exact paths, so a run names its tier's specs and no other. With `--selectProjects` a path given on the
// command line does not filter (jest 30 runs the whole tier); run single files with `--runTestsByPath`.
const project = (name, extra = {}) => ({
  ...shared,
  displayName: name,
  rootDir: __dirname,
  testMatch: tiers[name].length > 0 ? tiers[name] : ['<rootDir>/no-spec-in-this-tier'],
  ...extra,
});

// One seeded data folder per kind of host and run, copied by every host (ADR 0120); `npm test` gives
// the service and cluster tiers the same directory, so a cluster spec copies what the service tier
// built (ADR 0123).
const templates = {
  globalSetup: '<rootDir>/test/jest/global-setup.js',
  globalTeardown: '<rootDir>/test/jest/global-teardown.js',
  setupFilesAfterEnv: ['<rootDir>/test/jest/service-timeout.js'],
};

module.exports = {
  projects: [project('unit'), project('service', templates), project('cluster', templates)],
  // Suites start whole hosts or processes in beforeAll: generous on a busy machine.
  testTimeout: 60_000,
  maxWorkers: 2,
};
