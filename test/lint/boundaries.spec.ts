import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

interface Case {
  file: string;
  code: string;
}

/*
 * Every case is linted by one ESLint instance (`lintText`) in one child process: type-aware lint
 * builds a TypeScript program per tsconfig, which costs far more than the lint itself, so one instance
 * builds each program once (seven CLI runs took 166 s). A child process because ESLint loads the
 * repository's eslint.config.mjs with import(), which jest's module system does not run.
 */
const LINT_ALL = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { root, cases } = JSON.parse(input);
const eslint = new ESLint({ cwd: root });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: join(root, c.file) });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(cases: Case[]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=8192' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as string[][]);
      else reject(new Error(`ESLint exited with ${code}:\n${stderr}`));
    });
    child.stdin.end(JSON.stringify({ root, cases }));
  });
}

const CASES = {
  serviceToService: {
    file: 'services/action-plans/src/index.ts',
    code: "export { gatewayService } from '@esg/gateway';\n",
  },
  leavesPackage: {
    file: 'services/action-plans/src/index.ts',
    code: "export { dataCollectionService } from '../../data-collection/src/index';\n",
  },
  serviceToLib: {
    file: 'services/action-plans/src/index.ts',
    code: "export { topicOf } from '@esg/contracts';\n",
  },
  floatingPromise: {
    file: 'services/action-plans/src/index.ts',
    code: 'async function work(): Promise<void> {}\nexport function run(): void {\n  work();\n}\n',
  },
  featureToFeature: {
    file: 'frontend/src/features/sfdr/components/sfdr-collection.tsx',
    code: "export { useFunds } from '@/features/portfolio/api/list-funds';\n",
  },
  sharedToFeature: {
    file: 'frontend/src/shared/data-requests/get-monitoring.ts',
    code: "export { useFunds } from '@/features/portfolio/api/list-funds';\n",
  },
  featureToShared: {
    file: 'frontend/src/features/sfdr/components/sfdr-collection.tsx',
    code: "export { useMonitoring } from '@/shared/data-requests/get-monitoring';\n",
  },
} satisfies Record<string, Case>;

type CaseName = keyof typeof CASES;
let linted: Record<CaseName, string[]>;

/** The messages ESLint gave the case: `rule: message`, one a line. */
function lintAs(name: CaseName): string[] {
  return linted[name];
}

describe('lint boundaries', () => {
  beforeAll(async () => {
    const names = Object.keys(CASES) as CaseName[];
    const results = await lintAll(names.map((name) => CASES[name]));
    linted = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Record<CaseName, string[]>;
  }, 300_000);

  it('refuses a service importing another service', () => {
    const messages = lintAs('serviceToService');
    expect(messages.join('\n')).toMatch(/never another service/);
  });

  it('refuses a relative import that leaves its package', () => {
    const messages = lintAs('leavesPackage');
    expect(messages.join('\n')).toMatch(/leaves its package/);
  });

  it('allows a service to import libs', () => {
    const messages = lintAs('serviceToLib');
    expect(messages.filter((m) => /no-restricted-imports|package-boundary/.test(m))).toEqual([]);
  });

  it('refuses a floating promise', () => {
    const messages = lintAs('floatingPromise');
    expect(messages.join('\n')).toMatch(/no-floating-promises/);
  });

  it('refuses a feature importing another feature, and shared frontend code importing a feature', () => {
    const fromFeature = lintAs('featureToFeature');
    expect(fromFeature.join('\n')).toMatch(/never another feature/);
    const fromShared = lintAs('sharedToFeature');
    expect(fromShared.join('\n')).toMatch(/Shared code never imports a feature/);
    const fromFeatureToShared = lintAs('featureToShared');
    expect(fromFeatureToShared.filter((m) => /no-restricted-imports/.test(m))).toEqual([]);
  });
});
