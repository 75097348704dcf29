// Lets node run TypeScript (bench/*.ts) without a build: compiles .ts on require with @swc/core
// (options from .swcrc) and resolves @esg/* to the package sources, as jest.config.js does.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.join(__dirname, '..');
const swc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
delete swc.$schema;

const packages = {};
for (const group of ['libs', 'services', 'apps']) {
  const dir = path.join(root, group);
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir)) {
    const pkgFile = path.join(dir, name, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    packages[JSON.parse(fs.readFileSync(pkgFile, 'utf8')).name] = path.join(dir, name, 'src', 'index.ts');
  }
}

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolve.call(this, packages[request] ?? request, parent, ...rest);
};

require.extensions['.ts'] = function (module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...swc, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
