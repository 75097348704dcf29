/**
 * services/<name>/Dockerfile, linted offline: parsed with dockerfile-ast, checked with dockerfile-utils'
 * validator (the rules of the VS Code Docker extension), then the rules of docs/deploy.md: a multi-stage
 * build from the repository root, a non-root runtime on node:20-bookworm-slim, the right port, a
 * HEALTHCHECK on /health, and only the dist folders the service needs.
 */
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import {
  DEFAULT_PORTS,
  SERVICE_NAMES,
  isObject,
  loadYaml,
  readRepoFile,
  repoFileExists,
  workspaceClosure,
  type JsonObject,
  type ServiceName,
} from './deploy-support';

const RUNTIME_IMAGE = 'node:20-bookworm-slim';

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

describe.each(SERVICE_NAMES)('services/%s/Dockerfile', (name: ServiceName) => {
  const file = `services/${name}/Dockerfile`;
  const port = DEFAULT_PORTS[name];
  const source = repoFileExists(file) ? readRepoFile(file) : '';
  const stages = stagesOf(source);
  const runtime = stages[stages.length - 1];
  const byName = (stageName: string) => stages.find((s) => s.name === stageName);

  it('exists and passes the Dockerfile validator with no problem', () => {
    expect(source).not.toBe('');
    const problems = validate(source).map(
      (d) => `line ${d.range.start.line + 1}: ${typeof d.message === 'string' ? d.message : d.message.value}`,
    );
    expect(problems).toEqual([]);
  });

  it('is a multi-stage build whose runtime is node:20-bookworm-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime.image).toBe(RUNTIME_IMAGE);
    // build and runtime share the base image (glibc), so native addons built in one run in the other
    for (const stage of stages) expect([RUNTIME_IMAGE, ...stages.map((s) => s.name)]).toContain(stage.image);
  });

  it('builds with the toolchain for native addons, npm ci and the swc build', () => {
    const all = stages.flatMap((s) => s.instructions.map(text)).join('\n');
    expect(all).toMatch(/apt-get install[^\n]*python3[^\n]*make[^\n]*g\+\+/);
    expect(all).toMatch(/RUN (--mount=\S+ )?npm ci --no-audit/);
    expect(all).toMatch(/RUN npm run build:server/);
    if (name === 'gateway') expect(all).toMatch(/RUN npm run build:web/);
    else expect(all).not.toMatch(/build:web/);
  });

  it('installs only the production dependencies of this workspace', () => {
    const all = stages.flatMap((s) => s.instructions.map(text)).join('\n');
    expect(all).toContain(`npm ci --omit=dev --workspace=services/${name}`);
    expect(keyword(runtime, 'RUN')).toEqual([]);
  });

  it('copies only the dist folders the service needs (its @esg/* dependencies, transitively)', () => {
    const prod = byName('prod');
    expect(prod).toBeDefined();
    const copied = keyword(prod!, 'COPY')
      .map(text)
      .flatMap((t) => /--from=build \/app\/(\S+)/.exec(t)?.slice(1) ?? [])
      .sort();
    const needed = workspaceClosure(`services/${name}`).map((dir) => `${dir}/dist`);
    if (name === 'gateway') needed.push('frontend/dist');
    expect(copied).toEqual(needed.sort());
    expect(copied.some((c) => c.startsWith('services/') && c !== `services/${name}/dist`)).toBe(false);
  });

  it('runs as the non-root node user (uid 1000) with NODE_ENV=production', () => {
    const users = keyword(runtime, 'USER').map((i) => i.getArgumentsContent());
    expect(users).toHaveLength(1);
    expect(users[0]).toMatch(/^(1000|node)(:(1000|node))?$/);
    const env = keyword(runtime, 'ENV').map(text).join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/RUN_MODE=production/);
    expect(env).toMatch(new RegExp(`PORT=${port}\\b`));
  });

  it(`exposes port ${port}`, () => {
    expect(keyword(runtime, 'EXPOSE').map((i) => i.getArgumentsContent())).toEqual([String(port)]);
  });

  it('has a HEALTHCHECK on /health at the service port, without curl or wget (absent from the slim image)', () => {
    const checks = keyword(runtime, 'HEALTHCHECK').map(text);
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatch(/CMD \["node", "-e"/);
    expect(checks[0]).toContain(`/health`);
    expect(checks[0]).toContain(`process.env.PORT||${port}`);
  });

  it('starts the compiled entry point', () => {
    const cmd = keyword(runtime, 'CMD').map((i) => i.getArgumentsContent());
    expect(cmd).toEqual([`["node", "services/${name}/dist/main.js"]`]);
  });

  it('docker-compose.yml builds it from the repository root', () => {
    const services = loadYaml('docker-compose.yml').services as Record<string, JsonObject>;
    const build = services[name]?.build;
    expect(isObject(build) ? build : undefined).toEqual({ context: '.', dockerfile: file });
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
