#!/usr/bin/env node
// `node scripts/image-files.mjs <service> <out>`: what the image of one service holds besides its production
// node_modules (the Dockerfile's build stage runs it): the dist/ folder of the service and of every @esg/*
// workspace it depends on, transitively; libs/reference-data/files where that library is among them (the
// official workbooks and texts imported at start); the built SPA for the gateway; and main.js, the image's
// entry point. `--list` prints the paths instead of copying them (test/deploy/dockerfiles.spec.ts).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function workspaces() {
  const byName = new Map();
  for (const group of ['libs', 'services', 'apps']) {
    for (const name of readdirSync(join(root, group))) {
      const file = join(root, group, name, 'package.json');
      if (existsSync(file)) byName.set(JSON.parse(readFileSync(file, 'utf8')).name, `${group}/${name}`);
    }
  }
  return byName;
}

/** The paths (relative to the repository root) an image of `service` needs, sorted. */
export function imageFiles(service) {
  const byName = workspaces();
  const seen = new Set();
  const visit = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) if (byName.has(dep)) visit(byName.get(dep));
  };
  visit(`services/${service}`);
  const paths = [...seen].map((dir) => `${dir}/dist`);
  if (seen.has('libs/reference-data')) paths.push('libs/reference-data/files');
  if (service === 'gateway') paths.push('frontend/dist');
  return paths.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [service, out] = process.argv.slice(2).filter((a) => a !== '--list');
  if (!service || !existsSync(join(root, 'services', service, 'package.json'))) {
    const names = readdirSync(join(root, 'services')).join(', ');
    console.error(`image-files: name a service (${names}), e.g. --build-arg SERVICE=gateway`);
    process.exit(1);
  }
  if (process.argv.includes('--list')) {
    console.log(imageFiles(service).join('\n'));
  } else {
    for (const path of imageFiles(service)) {
      if (!existsSync(join(root, path))) {
        console.error(`image-files: ${path} is missing (run the build first)`);
        process.exit(1);
      }
      cpSync(join(root, path), join(out, path), { recursive: true });
    }
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'main.js'), `require('./services/${service}/dist/main.js');\n`);
  }
}
